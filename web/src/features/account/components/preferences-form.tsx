import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RadioGroup } from 'radix-ui';
import { toast } from 'sonner';
import { designStyleOptions } from '@roomcraft/contracts/catalogue/design-styles';
import { studioModes, type StudioMode } from '@roomcraft/contracts/accounts';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { accountErrorMessage } from '@/features/auth/auth.errors';
import type { Session } from '@/features/session/session.api';
import { cn } from '@/lib/cn';
import { NO_DEFAULT, preferencesFormSchema, studioModeOptions, type PreferencesForm } from '../account.forms';
import { useUpdateProfile } from '../account.queries';
import { FormActions } from './form-actions';

function isStudioMode(value: unknown): value is StudioMode {
  return typeof value === 'string' && (studioModes as readonly string[]).includes(value);
}

function defaultsOf(session: Session): PreferencesForm {
  const prefs = session.profile?.preferences;
  return {
    defaultMode: isStudioMode(prefs?.defaultMode) ? prefs.defaultMode : NO_DEFAULT,
    defaultStyle: prefs?.defaultStyle ?? NO_DEFAULT,
  };
}

/** Default studio mode and design style (docs/spec §3 preferences), saved on the profile. */
export function PreferencesCard({ session }: { session: Session }) {
  const update = useUpdateProfile();
  const form = useForm<PreferencesForm>({
    resolver: zodResolver(preferencesFormSchema),
    defaultValues: defaultsOf(session),
  });
  const { isSubmitting, isDirty } = form.formState;
  const savedStyle = session.profile?.preferences?.defaultStyle;
  const styleOptions =
    savedStyle && !designStyleOptions.some((o) => o.value === savedStyle)
      ? [...designStyleOptions, { value: savedStyle, label: savedStyle }]
      : designStyleOptions;

  const submit = form.handleSubmit(async (values) => {
    try {
      const next = await update.mutateAsync({
        preferences: {
          defaultMode: values.defaultMode === NO_DEFAULT ? null : values.defaultMode,
          defaultStyle: values.defaultStyle === NO_DEFAULT ? null : values.defaultStyle,
        },
      });
      form.reset(next ? defaultsOf(next) : values);
      toast.success('Preferences saved', { description: 'The studio opens with your defaults from now on.' });
    } catch {
      // The error is shown above the buttons.
    }
  });

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <CardHeader>
          <h2 className="text-lg font-semibold tracking-tight">Studio preferences</h2>
          <CardDescription>
            The mode and style the studio starts with. A link that names a mode still wins.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <fieldset className="flex flex-col gap-3">
            <legend id="default-mode-label" className="mb-3 text-sm font-medium">
              Default mode
            </legend>
            <Controller
              control={form.control}
              name="defaultMode"
              render={({ field }) => (
                <RadioGroup.Root
                  value={field.value}
                  onValueChange={field.onChange}
                  className="grid gap-2 sm:grid-cols-2"
                  aria-labelledby="default-mode-label"
                >
                  {[
                    ...studioModeOptions,
                    {
                      value: NO_DEFAULT,
                      label: 'No default',
                      description: 'Start with Ideation, the studio default',
                    },
                  ].map((option) => (
                    <label
                      key={option.value}
                      htmlFor={`mode-${option.value}`}
                      className={cn(
                        'flex min-h-16 cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-hover',
                        field.value === option.value &&
                          'border-primary bg-primary-soft hover:bg-primary-soft',
                      )}
                    >
                      <RadioGroup.Item
                        id={`mode-${option.value}`}
                        value={option.value}
                        className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-input bg-card data-[state=checked]:border-primary"
                      >
                        <RadioGroup.Indicator className="block size-2 rounded-full bg-primary" />
                      </RadioGroup.Item>
                      <span>
                        <span className="block text-sm font-medium">{option.label}</span>
                        <span className="block text-sm text-muted-foreground">{option.description}</span>
                      </span>
                    </label>
                  ))}
                </RadioGroup.Root>
              )}
            />
          </fieldset>
          <div className="flex flex-col gap-2 sm:max-w-sm">
            <Label htmlFor="default-style">Default style</Label>
            <Controller
              control={form.control}
              name="defaultStyle"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="default-style">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_DEFAULT}>No default style</SelectItem>
                    {styleOptions.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          {update.isError && (
            <FormError
              message={accountErrorMessage(
                update.error,
                'We could not save your preferences. Please try again.',
              )}
            />
          )}
        </CardContent>
        <FormActions
          isDirty={isDirty}
          isSubmitting={isSubmitting}
          onDiscard={() => form.reset()}
          saveLabel="Save preferences"
        />
      </form>
    </Card>
  );
}
