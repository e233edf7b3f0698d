import { useId } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RadioGroup } from 'radix-ui';
import { Loader2, RotateCcw, Sparkles } from 'lucide-react';
import { creativityLevels } from '@roomcraft/contracts/catalogue/engine-options';
import { designStyleOptions } from '@roomcraft/contracts/catalogue/design-styles';
import { outdoorDesignStyles } from '@roomcraft/contracts/catalogue/outdoor-palettes';
import { isOutdoorRoomType, roomTypeOptions } from '@roomcraft/contracts/catalogue/room-types';
import { Button } from '@/components/ui/button';
import { CreditShortfallNote, useCreditShortfall } from '@/features/credits/components/credit-shortfall';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { CUSTOM, ideationFormSchema, resetValues, type IdeationForm } from '../ideation.forms';
import { OutdoorPalettePreview } from './outdoor-palette-preview';

const ideaCounts = [1, 2, 3, 4, 5, 6] as const;
const locationOptions = [
  { value: 'interior', label: 'Interior' },
  { value: 'exterior', label: 'Exterior' },
  { value: 'other', label: 'Other' },
] as const;

const textareaClass =
  'min-h-20 w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm';

const chipClass =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border bg-card px-3 text-sm font-medium transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary-text';

/**
 * Step 2 'Ideation Settings' (docs/spec §§2, 4 and 5): number of ideas, creativity, room type, style,
 * location, prompt and items not to change. Reset clears every setting (creativity 2, interior).
 */
export function IdeationSettingsForm({
  defaultValues,
  isStarting,
  onStart,
}: {
  defaultValues: IdeationForm;
  isStarting: boolean;
  onStart: (values: IdeationForm) => void | Promise<void>;
}) {
  const form = useForm<IdeationForm>({ resolver: zodResolver(ideationFormSchema), defaultValues });
  const { errors } = form.formState;
  const [roomType, designStyle, roomLocation, numberOfIdeas] = useWatch({
    control: form.control,
    name: ['roomType', 'designStyle', 'roomLocation', 'numberOfIdeas'],
  });
  const submit = form.handleSubmit((values) => onStart(values));
  // One credit per idea: a short balance disables Generate with the reason and 'Get Credits' next to it.
  const shortfall = useCreditShortfall(numberOfIdeas);
  const shortfallId = useId();
  // Outdoors the list holds the styles that name a way of building (a chosen one stays listed).
  const outdoor = roomLocation === 'exterior' || isOutdoorRoomType(roomType);
  const styleOptions = outdoor
    ? designStyleOptions.filter(
        (option) =>
          (outdoorDesignStyles as readonly string[]).includes(option.value) || option.value === designStyle,
      )
    : designStyleOptions;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="ideation-settings-title"
      className="flex flex-col gap-6"
    >
      <fieldset className="flex flex-col gap-2">
        <legend id="idea-count-label" className="mb-2 text-sm font-medium">
          Number of ideas
        </legend>
        <Controller
          control={form.control}
          name="numberOfIdeas"
          render={({ field }) => (
            <RadioGroup.Root
              value={String(field.value)}
              onValueChange={(value) => field.onChange(Number(value))}
              aria-labelledby="idea-count-label"
              className="grid grid-cols-6 gap-2"
            >
              {ideaCounts.map((count) => (
                <RadioGroup.Item key={count} value={String(count)} className={chipClass}>
                  {count}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}
        />
        <p className="text-caption text-muted-foreground">
          {numberOfIdeas} {numberOfIdeas === 1 ? 'credit' : 'credits'}: one per idea.
        </p>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend id="creativity-label" className="mb-2 text-sm font-medium">
          Creativity
        </legend>
        <Controller
          control={form.control}
          name="creativityLevel"
          render={({ field }) => (
            <RadioGroup.Root
              value={String(field.value)}
              onValueChange={(value) => field.onChange(Number(value))}
              aria-labelledby="creativity-label"
              className="grid grid-cols-2 gap-2 sm:grid-cols-4"
            >
              {creativityLevels.map((level) => (
                <RadioGroup.Item key={level.value} value={String(level.value)} className={chipClass}>
                  {level.label}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}
        />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <ListWithCustom
          control={form.control}
          name="roomType"
          customName="customRoomType"
          label="Room type"
          placeholder="Choose a room type"
          options={roomTypeOptions}
          isCustom={roomType === CUSTOM}
          error={errors.roomType?.message}
          customError={errors.customRoomType?.message}
          register={form.register}
        />
        <ListWithCustom
          control={form.control}
          name="designStyle"
          customName="customDesignStyle"
          label="Design style"
          placeholder="Choose a design style"
          options={styleOptions}
          isCustom={designStyle === CUSTOM}
          error={errors.designStyle?.message}
          customError={errors.customDesignStyle?.message}
          register={form.register}
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend id="location-label" className="mb-2 text-sm font-medium">
          Room location
        </legend>
        <Controller
          control={form.control}
          name="roomLocation"
          render={({ field }) => (
            <RadioGroup.Root
              value={field.value}
              onValueChange={field.onChange}
              aria-labelledby="location-label"
              className="grid grid-cols-3 gap-2"
            >
              {locationOptions.map((option) => (
                <RadioGroup.Item key={option.value} value={option.value} className={chipClass}>
                  {option.label}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}
        />
        {outdoor && <OutdoorPalettePreview designStyle={designStyle} />}
        {roomLocation === 'other' && (
          <Field
            id="custom-room-location"
            label="Custom location"
            error={errors.customRoomLocation?.message}
            className="mt-2"
          >
            {(props) => (
              <Input {...props} placeholder="e.g. rooftop terrace" {...form.register('customRoomLocation')} />
            )}
          </Field>
        )}
      </fieldset>

      <Field id="ideation-prompt" label="Prompt (optional)" error={errors.userPrompt?.message}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            className={textareaClass}
            placeholder="What would you like to see? e.g. warm wood, more plants, cosy reading corner"
            {...form.register('userPrompt')}
          />
        )}
      </Field>
      <Field
        id="items-not-to-change"
        label="Items not to change (optional)"
        error={errors.itemsNotToChange?.message}
      >
        {(props) => (
          <textarea
            {...props}
            rows={2}
            className={textareaClass}
            placeholder="e.g. the fireplace, the wooden floor"
            {...form.register('itemsNotToChange')}
          />
        )}
      </Field>

      {shortfall && (
        <div className="sm:self-end">
          <CreditShortfallNote shortfall={shortfall} id={shortfallId} />
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => form.reset(resetValues())}
          disabled={isStarting}
        >
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        <Button
          type="submit"
          size="lg"
          disabled={isStarting || shortfall !== null}
          aria-describedby={shortfall ? shortfallId : undefined}
        >
          {isStarting ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          Generate {numberOfIdeas} {numberOfIdeas === 1 ? 'idea' : 'ideas'}
        </Button>
      </div>
    </form>
  );
}

type ListName = 'roomType' | 'designStyle';
type CustomName = 'customRoomType' | 'customDesignStyle';

/** A catalogue list with a 'Custom…' entry that opens a free-text field. */
function ListWithCustom({
  control,
  register,
  name,
  customName,
  label,
  placeholder,
  options,
  isCustom,
  error,
  customError,
}: {
  control: Control<IdeationForm>;
  register: UseFormRegister<IdeationForm>;
  name: ListName;
  customName: CustomName;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  isCustom: boolean;
  error?: string;
  customError?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Field id={`ideation-${name}`} label={label} error={error}>
        {(props) => (
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              // An empty value shows the placeholder (after Reset); Radix treats '' as "nothing chosen".
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...props} className={cn('w-full')}>
                  <SelectValue placeholder={placeholder} />
                </SelectTrigger>
                <SelectContent>
                  {options.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                  <SelectItem value={CUSTOM}>Custom…</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        )}
      </Field>
      {isCustom && (
        <Field id={`ideation-${customName}`} label={`Custom ${label.toLowerCase()}`} error={customError}>
          {(props) => <Input {...props} {...register(customName)} />}
        </Field>
      )}
    </div>
  );
}
