import { z } from 'zod';
import { roomLocations, type Creativity } from '@roomcraft/contracts/catalogue/engine-options';
import { studioLimits, type IdeationStartRequest } from '@roomcraft/contracts/studio';

/** Select value that switches a list to its free-text field ("custom" room type or design style). */
export const CUSTOM = '__custom';

const text = (max: number, label: string) =>
  z.string().max(max, `${label} can have at most ${max} characters`);

export const ideationFormSchema = z
  .object({
    numberOfIdeas: z.number().int().min(1).max(6),
    creativityLevel: z.number().int().min(1).max(4),
    roomType: z.string(),
    customRoomType: text(studioLimits.customTextMaxLength, 'Room type'),
    designStyle: z.string(),
    customDesignStyle: text(studioLimits.customTextMaxLength, 'Design style'),
    roomLocation: z.enum(roomLocations),
    customRoomLocation: text(studioLimits.customTextMaxLength, 'Location'),
    userPrompt: text(studioLimits.promptMaxLength, 'Prompt'),
    itemsNotToChange: text(studioLimits.itemsNotToChangeMaxLength, 'Items not to change'),
  })
  .superRefine((values, ctx) => {
    if (!values.roomType) ctx.addIssue({ code: 'custom', path: ['roomType'], message: 'Choose a room type' });
    if (values.roomType === CUSTOM && !values.customRoomType.trim()) {
      ctx.addIssue({ code: 'custom', path: ['customRoomType'], message: 'Enter a room type' });
    }
    if (!values.designStyle) {
      ctx.addIssue({ code: 'custom', path: ['designStyle'], message: 'Choose a design style' });
    }
    if (values.designStyle === CUSTOM && !values.customDesignStyle.trim()) {
      ctx.addIssue({ code: 'custom', path: ['customDesignStyle'], message: 'Enter a design style' });
    }
  });
export type IdeationForm = z.infer<typeof ideationFormSchema>;

const cleared: IdeationForm = {
  numberOfIdeas: studioLimits.firstLoadNumberOfIdeas,
  creativityLevel: studioLimits.resetCreativity,
  roomType: '',
  customRoomType: '',
  designStyle: '',
  customDesignStyle: '',
  roomLocation: 'interior',
  customRoomLocation: '',
  userPrompt: '',
  itemsNotToChange: '',
};

/**
 * First-load defaults (docs/spec §4: creativity 3, 4 ideas). Room type and style start filled so a first
 * try is one click; the style is the profile's default style when it has one.
 */
export function firstLoadValues(defaultStyle?: string | null): IdeationForm {
  return {
    ...cleared,
    numberOfIdeas: studioLimits.firstLoadNumberOfIdeas,
    creativityLevel: studioLimits.firstLoadCreativity,
    roomType: 'living-room',
    designStyle: defaultStyle || 'modern',
  };
}

/** Reset clears every setting, creativity 2, location interior (docs/spec §4); the room stays. */
export function resetValues(): IdeationForm {
  return { ...cleared };
}

const optional = (value: string) => value.trim() || undefined;

/** The start payload: free text trimmed, empty values omitted (docs/spec §5). */
export function toStartRequest({
  values,
  roomImageId,
}: {
  values: IdeationForm;
  roomImageId: string;
}): IdeationStartRequest {
  return {
    roomImageId,
    numberOfIdeas: values.numberOfIdeas,
    creativityLevel: values.creativityLevel as Creativity,
    roomType: values.roomType === CUSTOM ? values.customRoomType.trim() : values.roomType,
    designStyle: values.designStyle === CUSTOM ? values.customDesignStyle.trim() : values.designStyle,
    roomLocation: values.roomLocation,
    customRoomLocation: values.roomLocation === 'other' ? optional(values.customRoomLocation) : undefined,
    userPrompt: optional(values.userPrompt),
    itemsNotToChange: optional(values.itemsNotToChange),
    mode: 'ideation',
  };
}
