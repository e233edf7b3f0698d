import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { accountLimits } from '@roomcraft/contracts/accounts';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { Session } from '@/features/session/session.api';
import { accountErrorMessage } from '@/features/auth/auth.errors';
import { FormError } from '@/components/ui/form-error';
import { profileFieldErrors, profileFormSchema, type ProfileForm } from '../account.forms';
import { useUpdateProfile } from '../account.queries';
import { FormActions } from './form-actions';

function defaultsOf(session: Session): ProfileForm {
  return {
    displayName: session.profile?.displayName ?? '',
    firstName: session.profile?.firstName ?? session.user.firstName ?? '',
    lastName: session.profile?.lastName ?? session.user.lastName ?? '',
  };
}

/** Display name, first and last name; saved with PATCH /api/me/profile. */
export function ProfileFormCard({ session }: { session: Session }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema, { error: profileFieldErrors }),
    defaultValues: defaultsOf(session),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const next = await update.mutateAsync({
        displayName: values.displayName ? values.displayName : null,
        firstName: values.firstName,
        lastName: values.lastName,
      });
      form.reset(next ? defaultsOf(next) : values);
      toast.success('Profile updated', { description: 'Your changes have been saved.' });
    } catch {
      // The error is shown above the buttons.
    }
  });

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <CardHeader>
          <h2 className="text-lg font-semibold tracking-tight">Profile</h2>
          <CardDescription>How your name appears in Roomcraft and on anything you share.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-first-name" label="First name" error={errors.firstName?.message}>
              {(props) => <Input {...props} autoComplete="given-name" {...form.register('firstName')} />}
            </Field>
            <Field id="profile-last-name" label="Last name" error={errors.lastName?.message}>
              {(props) => <Input {...props} autoComplete="family-name" {...form.register('lastName')} />}
            </Field>
          </div>
          <Field
            id="profile-display-name"
            label="Display name"
            error={errors.displayName?.message}
            hint={`Optional, up to ${accountLimits.displayNameMaxLength} characters. Leave empty to use your full name.`}
          >
            {(props) => <Input {...props} autoComplete="nickname" {...form.register('displayName')} />}
          </Field>
          {update.isError && (
            <FormError
              message={accountErrorMessage(update.error, 'We could not save your profile. Please try again.')}
            />
          )}
        </CardContent>
        <FormActions
          isDirty={isDirty}
          isSubmitting={isSubmitting}
          onDiscard={() => form.reset()}
          saveLabel="Save profile"
        />
      </form>
    </Card>
  );
}
