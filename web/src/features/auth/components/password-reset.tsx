import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import {
  authFieldErrors,
  resetPasswordFormSchema,
  resetRequestFormSchema,
  type ResetPasswordForm,
  type ResetRequestForm,
} from '../auth.forms';
import { CodeInput, ResendCode } from './code-input';
import { FormError } from '@/components/ui/form-error';
import { PasswordRules } from './sign-up-form';
import { CodeSentNote } from './verify-code-form';

/** Step 1 of a password reset: the email that gets the code. */
export function ResetRequestFormView({
  defaultEmail,
  onSubmit,
  onCancel,
}: {
  defaultEmail?: string;
  onSubmit: (values: ResetRequestForm) => Promise<string | void>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetRequestForm>({
    resolver: zodResolver(resetRequestFormSchema, { error: authFieldErrors }),
    defaultValues: { email: defaultEmail ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const message = await onSubmit(values);
    if (message) setFormError(message);
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        Enter the email of your account. We&apos;ll send you a 6-digit code to set a new password.
      </p>
      <Field id="reset-email" label="Email" error={errors.email?.message}>
        {(props) => (
          <Input {...props} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        )}
      </Field>
      <FormError message={formError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
        Send reset code
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}

/** Step 2 of a password reset: the emailed code and the new password. */
export function ResetPasswordFormView({
  email,
  onSubmit,
  onResend,
  onCancel,
}: {
  email: string;
  onSubmit: (values: ResetPasswordForm) => Promise<string | void>;
  onResend: () => Promise<void>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema, { error: authFieldErrors }),
    defaultValues: { otp: '', password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const message = await onSubmit(values);
    if (message) {
      setFormError(message);
      form.setValue('otp', '');
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <CodeSentNote email={email} />
      <Controller
        control={form.control}
        name="otp"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-2">
            <CodeInput
              value={field.value}
              onChange={field.onChange}
              disabled={isSubmitting}
              invalid={!!fieldState.error}
              describedBy={fieldState.error ? 'reset-code-error' : undefined}
            />
            {fieldState.error && (
              <p id="reset-code-error" className="text-sm text-destructive">
                {fieldState.error.message}
              </p>
            )}
          </div>
        )}
      />
      <Field
        id="reset-password"
        label="New password"
        error={errors.password?.message}
        hint={<PasswordRules password={password} />}
      >
        {(props) => <PasswordInput {...props} autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <FormError message={formError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
      <ResendCode email={email} onResend={onResend} />
      <Button type="button" variant="ghost" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
