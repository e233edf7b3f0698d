import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Circle, Loader2 } from 'lucide-react';
import { accountLimits } from '@roomcraft/contracts/accounts';
import { Button } from '@/components/ui/button';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { cn } from '@/lib/cn';
import { authFieldErrors, signUpFormSchema, type SignUpForm } from '../auth.forms';
import { FormError } from '@/components/ui/form-error';

/** The password rules, with the length rule ticking once it is met. */
export function PasswordRules({ password }: { password: string }) {
  const longEnough = password.length >= accountLimits.passwordMinLength;
  const tooLong = password.length > accountLimits.passwordMaxLength;
  return (
    <div className="flex flex-col gap-1">
      <p className={cn('flex items-center gap-1.5', longEnough && !tooLong && 'text-primary-text')}>
        {longEnough && !tooLong ? (
          <Check className="size-3.5" aria-hidden="true" />
        ) : (
          <Circle className="size-3.5" aria-hidden="true" />
        )}
        {tooLong
          ? `At most ${accountLimits.passwordMaxLength} characters`
          : `At least ${accountLimits.passwordMinLength} characters`}
        <span className="sr-only">{longEnough && !tooLong ? ' (met)' : ' (not met yet)'}</span>
      </p>
      <p>A passphrase of a few words is easy to remember and hard to guess.</p>
    </div>
  );
}

/** First name, last name, email and password (docs/spec §5); a 6-digit code follows by email. */
export function SignUpFormView({ onSubmit }: { onSubmit: (values: SignUpForm) => Promise<string | void> }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema, { error: authFieldErrors }),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const message = await onSubmit(values);
    if (message) setFormError(message);
  });

  return (
    <form method="post" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <ReadyFieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="sign-up-first-name" label="First name" error={errors.firstName?.message}>
            {(props) => <Input {...props} autoComplete="given-name" {...form.register('firstName')} />}
          </Field>
          <Field id="sign-up-last-name" label="Last name" error={errors.lastName?.message}>
            {(props) => <Input {...props} autoComplete="family-name" {...form.register('lastName')} />}
          </Field>
        </div>
        <Field id="sign-up-email" label="Email" error={errors.email?.message}>
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.register('email')}
            />
          )}
        </Field>
        <Field
          id="sign-up-password"
          label="Password"
          error={errors.password?.message}
          hint={<PasswordRules password={password} />}
        >
          {(props) => <PasswordInput {...props} autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <FormError message={formError} />
        <Button type="submit" disabled={isSubmitting} className="mt-1">
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </ReadyFieldset>
    </form>
  );
}
