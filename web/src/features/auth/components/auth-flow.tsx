import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import {
  accountErrorCodes,
  authMessages,
  migrationMessages,
  verificationMessages,
} from '@roomcraft/contracts/accounts';
import { Button } from '@/components/ui/button';
import { stepScrollMargin } from './code-input';
import { cn } from '@/lib/cn';
import {
  legacySignIn,
  requestPasswordReset,
  resetPassword,
  sendCode,
  signInWithEmail,
  signUpWithEmail,
  verifyEmail,
} from '../auth.api';
import { accountErrorMessage, hasCode } from '../auth.errors';
import type { SignInForm, SignUpForm } from '../auth.forms';
import { useCompleteSignIn } from '../auth.queries';
import type { AuthMode } from '../auth.utils';
import { AccountUpgradePanel, type MigrationCandidate } from './account-upgrade-panel';
import { ResetPasswordFormView, ResetRequestFormView } from './password-reset';
import { SignInFormView } from './sign-in-form';
import { SignUpFormView } from './sign-up-form';
import { VerifyCodeForm } from './verify-code-form';

type Step =
  | { kind: 'form' }
  | { kind: 'verify'; email: string }
  | { kind: 'reset-request'; email: string }
  | { kind: 'reset'; email: string }
  | { kind: 'upgrade'; candidate: MigrationCandidate; password: string };

const titles: Record<Exclude<Step['kind'], 'form'> | AuthMode, { title: string; text?: string }> = {
  'sign-in': { title: 'Sign in', text: 'Pick up where you left off.' },
  'sign-up': {
    title: 'Create your account',
    text: 'New accounts get 5 welcome credits. Credits never expire.',
  },
  verify: { title: 'Check your email', text: 'Enter the code to verify your email and finish signing up.' },
  'reset-request': { title: 'Reset your password' },
  reset: { title: 'Set a new password' },
  upgrade: { title: '' },
};

/** Sign in / Create account, as links so the choice is in the URL (`mode=`). */
function ModeSwitch({ mode, modeHref }: { mode: AuthMode; modeHref: (mode: AuthMode) => string }) {
  const item = (value: AuthMode, label: string) => (
    <Link
      to={modeHref(value)}
      replace
      aria-current={mode === value ? 'page' : undefined}
      className={cn(
        'flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
        mode === value && 'bg-card text-foreground shadow-sm',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Sign in or create an account" className="flex gap-1 rounded-lg bg-muted p-1">
      {item('sign-in', 'Sign in')}
      {item('sign-up', 'Create account')}
    </nav>
  );
}

/**
 * The authentication form of the login page, switched by `mode`: sign-in, sign-up, then the 6-digit code;
 * password reset by code; and the account-upgrade panel for users of the old login provider.
 */
export function AuthFlow({
  mode,
  redirectTo,
  modeHref,
}: {
  mode: AuthMode;
  redirectTo: string;
  modeHref: (mode: AuthMode) => string;
}) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [stepMode, setStepMode] = useState(mode);
  const [lastEmail, setLastEmail] = useState('');
  const completeSignIn = useCompleteSignIn(redirectTo);

  // A new step (the code boxes after 'Sign up') replaces a taller form: on a phone the page stays scrolled
  // where the form was and the focused code input sat half under the sticky header. Bring the step's
  // heading to the top instead; its scroll-margin keeps it below the header.
  const stepHeading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step.kind === 'form') return;
    stepHeading.current?.scrollIntoView?.({ block: 'start' });
  }, [step.kind]);

  // Switching mode (a link, or back/forward) leaves any step of the other mode.
  if (stepMode !== mode) {
    setStepMode(mode);
    setStep({ kind: 'form' });
  }

  async function signIn(values: SignInForm): Promise<string | void> {
    setLastEmail(values.email);
    try {
      await signInWithEmail(values);
      await completeSignIn();
      return;
    } catch (error) {
      if (hasCode(error, accountErrorCodes.emailNotVerified)) {
        toast.info('Verify your email', { description: verificationMessages.emailNotVerified });
        setStep({ kind: 'verify', email: values.email });
        return;
      }
      if (!hasCode(error, accountErrorCodes.invalidCredentials)) {
        return accountErrorMessage(error, 'We could not sign you in. Please try again.');
      }
    }
    // Not an account of the new system: maybe one of the old login provider.
    try {
      const legacy = await legacySignIn(values);
      if (legacy.status === 'migration_candidate') {
        setStep({ kind: 'upgrade', candidate: legacy, password: values.password });
        return;
      }
      toast.info(migrationMessages.alreadyCompleteTitle, { description: migrationMessages.alreadyComplete });
      return authMessages.invalidCredentials;
    } catch {
      return authMessages.invalidCredentials;
    }
  }

  async function signUp(values: SignUpForm): Promise<string | void> {
    try {
      await signUpWithEmail({ ...values, name: `${values.firstName.trim()} ${values.lastName.trim()}` });
      setStep({ kind: 'verify', email: values.email });
    } catch (error) {
      return accountErrorMessage(error, authMessages.signupSetupError);
    }
  }

  async function requestReset({ email }: { email: string }): Promise<string | void> {
    try {
      await requestPasswordReset({ email });
      setStep({ kind: 'reset', email });
    } catch (error) {
      return accountErrorMessage(error, 'We could not send a reset code. Please try again.');
    }
  }

  async function finishReset(
    email: string,
    values: { otp: string; password: string },
  ): Promise<string | void> {
    try {
      await resetPassword({ email, otp: values.otp, password: values.password });
    } catch (error) {
      return accountErrorMessage(error, 'We could not reset your password. Please try again.');
    }
    try {
      await signInWithEmail({ email, password: values.password });
      toast.success('Password updated', { description: 'You are signed in with your new password.' });
      await completeSignIn();
    } catch {
      toast.success('Password updated', { description: 'Sign in with your new password.' });
      setLastEmail(email);
      setStep({ kind: 'form' });
    }
  }

  const backToSignIn = () => setStep({ kind: 'form' });
  const heading = titles[step.kind === 'form' ? mode : step.kind];

  if (step.kind === 'upgrade') {
    return (
      <AccountUpgradePanel
        candidate={step.candidate}
        password={step.password}
        redirectTo={redirectTo}
        onBack={backToSignIn}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {step.kind === 'form' && <ModeSwitch mode={mode} modeHref={modeHref} />}
      <div ref={stepHeading} className={stepScrollMargin}>
        <h2 className="text-lg font-semibold">{heading.title}</h2>
        {heading.text && <p className="text-sm text-muted-foreground">{heading.text}</p>}
      </div>
      {step.kind === 'form' && mode === 'sign-in' && (
        <SignInFormView
          defaultEmail={lastEmail}
          onSubmit={signIn}
          onForgotPassword={(email) => setStep({ kind: 'reset-request', email })}
        />
      )}
      {step.kind === 'form' && mode === 'sign-up' && <SignUpFormView onSubmit={signUp} />}
      {step.kind === 'verify' && (
        <>
          <VerifyCodeForm
            email={step.email}
            onVerify={async (otp) => {
              await verifyEmail({ email: step.email, otp });
              await completeSignIn();
            }}
            onResend={() => sendCode({ email: step.email, type: 'email-verification' })}
          />
          <Button variant="ghost" onClick={backToSignIn}>
            <ArrowLeft aria-hidden="true" />
            Use a different email
          </Button>
        </>
      )}
      {step.kind === 'reset-request' && (
        <ResetRequestFormView defaultEmail={step.email} onSubmit={requestReset} onCancel={backToSignIn} />
      )}
      {step.kind === 'reset' && (
        <ResetPasswordFormView
          email={step.email}
          onSubmit={(values) => finishReset(step.email, values)}
          onResend={() => requestPasswordReset({ email: step.email })}
          onCancel={backToSignIn}
        />
      )}
    </div>
  );
}
