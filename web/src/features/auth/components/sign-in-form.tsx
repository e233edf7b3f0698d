import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { authFieldErrors, signInFormSchema, type SignInForm } from '../auth.forms';
import { FormError } from '@/components/ui/form-error';

/** Email and password; 'Forgot password?' opens the reset by emailed code. */
export function SignInFormView({
  defaultEmail,
  onSubmit,
  onForgotPassword,
}: {
  defaultEmail?: string;
  /** Resolves with an error message to show, or nothing when the flow moved on. */
  onSubmit: (values: SignInForm) => Promise<string | void>;
  onForgotPassword: (email: string) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema, { error: authFieldErrors }),
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const message = await onSubmit(values);
    if (message) setFormError(message);
  });

  return (
    <form method="post" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <ReadyFieldset>
        <Field id="sign-in-email" label="Email" error={errors.email?.message}>
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
          id="sign-in-password"
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto px-0 py-0 pointer-coarse:h-auto"
              onClick={() => onForgotPassword(form.getValues('email'))}
            >
              Forgot password?
            </Button>
          }
        >
          {(props) => (
            <PasswordInput {...props} autoComplete="current-password" {...form.register('password')} />
          )}
        </Field>
        <FormError message={formError} />
        <Button type="submit" disabled={isSubmitting} className="mt-1">
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </ReadyFieldset>
    </form>
  );
}
