import { z } from 'zod';
import {
  accountLimits,
  avatarContentTypes,
  avatarMessages,
  studioModes,
  updateProfileRequestSchema,
  type StudioMode,
} from '@roomcraft/contracts/accounts';
import { fieldErrors } from '@/lib/form-errors';

const nameField = updateProfileRequestSchema.shape.firstName.unwrap();

/** The profile form; an empty display name clears it (the menu then shows the full name). */
export const profileFormSchema = z.object({
  displayName: z.string().trim().max(accountLimits.displayNameMaxLength),
  firstName: nameField,
  lastName: updateProfileRequestSchema.shape.lastName.unwrap(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const profileFieldErrors = fieldErrors({
  displayName: 'Display name',
  firstName: 'First name',
  lastName: 'Last name',
});

export const NO_DEFAULT = 'none';

export const preferencesFormSchema = z.object({
  defaultMode: z.enum([...studioModes, NO_DEFAULT]),
  defaultStyle: z.string().trim().min(1).max(60),
});
export type PreferencesForm = z.infer<typeof preferencesFormSchema>;

/** Studio modes a profile can default to, with what each does (docs/spec §1). */
export const studioModeOptions: { value: StudioMode; label: string; description: string }[] = [
  { value: 'ideation', label: 'Ideation', description: 'Several design ideas from one photo' },
  { value: 'visualize', label: 'Visualize', description: 'Edit a room with text prompts' },
  { value: 'compose', label: 'Compose', description: 'Add furniture and items' },
  { value: 'floorplan', label: 'Floor plan', description: 'Blueprint to 3D visualisation' },
];

/** Checks a chosen avatar before upload (docs/spec §5 upload rules); the server checks again. */
export function avatarFileProblem(file: File): { title: string; description: string } | null {
  if (!(avatarContentTypes as readonly string[]).includes(file.type)) {
    return { title: avatarMessages.unsupportedTitle, description: avatarMessages.unsupported };
  }
  if (file.size > accountLimits.avatarMaxBytes) {
    const mb = (file.size / (1024 * 1024)).toFixed(1);
    return {
      title: avatarMessages.tooLargeTitle,
      description: `${avatarMessages.tooLarge} Current size: ${mb} MB`,
    };
  }
  return null;
}
