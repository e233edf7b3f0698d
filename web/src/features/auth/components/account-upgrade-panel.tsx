import { useState } from 'react';
import { ArrowLeft, Check, ChevronDown, CircleCheck, Loader2, MailWarning, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import {
  accountErrorCodes,
  migrationMessages,
  passwordSchema,
  type LegacySignInResponse,
} from '@roomcraft/contracts/accounts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { cn } from '@/lib/cn';
import { sendCode, startMigration, verifyMigration } from '../auth.api';
import { scheduleArrival } from '../auth.arrival';
import { accountErrorMessage, hasCode } from '../auth.errors';
import { PasswordRules } from './sign-up-form';
import { VerifyCodeForm } from './verify-code-form';

export type MigrationCandidate = Extract<LegacySignInResponse, { status: 'migration_candidate' }>;

/** Steps of the migration flow (docs/spec §4); 'migrating' runs between them. */
export type UpgradeStep = 'prompt' | 'migrating' | 'verify' | 'complete';

const [accountExistsTitle, accountExistsText] = splitTitle(migrationMessages.accountExists);

function splitTitle(message: string): [string, string] {
  const at = message.indexOf(': ');
  return at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + 2)];
}

const steps = [
  { id: 'prompt', label: 'Upgrade' },
  { id: 'verify', label: 'Verify email' },
  { id: 'complete', label: 'Done' },
] as const;

function Stepper({ current }: { current: 'prompt' | 'verify' | 'complete' }) {
  const index = steps.findIndex((s) => s.id === current);
  return (
    <ol className="flex items-center gap-2 text-xs font-medium" aria-label="Upgrade steps">
      {steps.map((step, i) => (
        <li
          key={step.id}
          className="flex flex-1 items-center gap-2"
          aria-current={i === index ? 'step' : undefined}
        >
          <span
            className={cn(
              'flex size-6 shrink-0 items-center justify-center rounded-full border text-[0.6875rem]',
              i < index && 'border-primary bg-primary text-primary-foreground',
              i === index && 'border-primary text-primary-text',
              i > index && 'text-muted-foreground',
            )}
          >
            {i < index ? <Check className="size-3.5" aria-hidden="true" /> : i + 1}
          </span>
          <span className={cn(i === index ? 'text-foreground' : 'text-muted-foreground')}>
            {step.label}
            {i < index && <span className="sr-only"> (done)</span>}
          </span>
          {i < steps.length - 1 && <span aria-hidden="true" className="h-px flex-1 bg-border" />}
        </li>
      ))}
    </ol>
  );
}

/** The last step: the upgrade is done and the page is about to load into the app. */
export function UpgradeComplete() {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-lg border bg-primary-soft p-6 text-center"
    >
      <CircleCheck className="size-8 text-primary-text" aria-hidden="true" />
      <p className="font-semibold">Your account is upgraded</p>
      <p className="text-sm text-muted-foreground">Your designs and credits are here. Taking you in…</p>
    </div>
  );
}

/**
 * The account-upgrade panel (docs/spec §§2, 4 and 8) for a user of the old login provider: explains the
 * upgrade, creates the new account with the password they signed in with, verifies the email by code,
 * moves their data over and reloads into the app 2 s after completion.
 */
export function AccountUpgradePanel({
  candidate,
  password,
  redirectTo,
  onBack,
}: {
  candidate: MigrationCandidate;
  password: string;
  redirectTo: string;
  /** Back to the sign-in form (also 'Go to New Login'). */
  onBack: () => void;
}) {
  const [step, setStep] = useState<UpgradeStep>('prompt');
  const [learnMore, setLearnMore] = useState(false);
  const [accountExists, setAccountExists] = useState(false);
  // Old passwords may be shorter than the new rules allow; then the user picks a new one.
  const oldPasswordFits = passwordSchema.safeParse(password).success;
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordError, setNewPasswordError] = useState<string | null>(null);
  const [migratingData, setMigratingData] = useState(false);

  function fail(error: unknown) {
    if (hasCode(error, accountErrorCodes.accountExists)) {
      setAccountExists(true);
      setStep('prompt');
      toast.error(accountExistsTitle, {
        description: accountExistsText,
        duration: migrationMessages.failedToastMs,
        action: { label: migrationMessages.goToNewLogin, onClick: onBack },
      });
      return;
    }
    if (hasCode(error, accountErrorCodes.migrationAlreadyComplete)) {
      toast.success(migrationMessages.alreadyCompleteTitle, {
        description: migrationMessages.alreadyComplete,
      });
      onBack();
      return;
    }
    toast.error(migrationMessages.failedTitle, {
      description: accountErrorMessage(error, migrationMessages.failedDefault),
      duration: migrationMessages.failedToastMs,
    });
    if (hasCode(error, accountErrorCodes.migrationTokenInvalid)) onBack();
    else setStep('prompt');
  }

  async function upgrade() {
    if (!candidate.email) {
      toast.error(migrationMessages.failedTitle, { description: migrationMessages.noEmail });
      return;
    }
    const chosen = oldPasswordFits ? password : newPassword;
    if (!oldPasswordFits && !passwordSchema.safeParse(chosen).success) {
      setNewPasswordError('Choose a password of at least 8 characters.');
      return;
    }
    setNewPasswordError(null);
    setAccountExists(false);
    setStep('migrating');
    try {
      await startMigration({ migrationToken: candidate.migrationToken, password: chosen });
      setStep('verify');
    } catch (error) {
      fail(error);
    }
  }

  async function verify(code: string) {
    // The second 'migrating' phase: the code is checked and the data moved in one call.
    setMigratingData(true);
    try {
      await verifyMigration({ migrationToken: candidate.migrationToken, otp: code });
      // Spec section 4: complete, then the page reloads 2 s later (into the redirect target).
      scheduleArrival({ to: redirectTo, delayMs: migrationMessages.reloadAfterMs });
      setStep('complete');
    } catch (error) {
      if (
        hasCode(error, accountErrorCodes.invalidCode) ||
        hasCode(error, accountErrorCodes.codeExpired) ||
        hasCode(error, accountErrorCodes.codeAttemptsExhausted)
      ) {
        // A wrong or stale code: stay on the code step; the form shows 'Verification Failed'.
        throw error;
      }
      fail(error);
    } finally {
      setMigratingData(false);
    }
  }

  const stepperStep = step === 'migrating' ? null : step;

  return (
    <section aria-labelledby="upgrade-title" className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="upgrade-title" className="text-lg font-semibold">
            Upgrade your account
          </h2>
          <p className="text-sm text-muted-foreground">
            {candidate.firstName ? `Hi ${candidate.firstName}, your` : 'Your'} account is from our previous
            sign-in system.
          </p>
        </div>
      </div>
      {stepperStep && <Stepper current={stepperStep} />}

      {(step === 'migrating' || migratingData) && (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-lg border bg-muted/40 p-6 text-center"
        >
          <Loader2 className="size-6 animate-spin text-primary-text" aria-hidden="true" />
          <p className="text-sm font-medium">{migrationMessages.creatingAccount}</p>
        </div>
      )}

      {step === 'prompt' && (
        <>
          <p className="text-sm">
            We moved to a new, more secure sign-in. Upgrade once to keep using{' '}
            <span className="font-medium [overflow-wrap:anywhere]">{candidate.email}</span> with your designs,
            gallery and credits. It takes about a minute.
          </p>
          <Alert variant="warning">
            <MailWarning aria-hidden="true" />
            <span>
              Before you start: make sure you can open the inbox of{' '}
              <span className="font-medium [overflow-wrap:anywhere]">{candidate.email}</span>. We&apos;ll send
              a 6-digit code there and you&apos;ll need it to verify your email.
            </span>
          </Alert>
          {!oldPasswordFits && (
            <Field
              id="upgrade-password"
              label="New password"
              error={newPasswordError ?? undefined}
              hint={<PasswordRules password={newPassword} />}
            >
              {(props) => (
                <PasswordInput
                  {...props}
                  autoComplete="new-password"
                  value={newPassword}
                  onChange={(event) => setNewPassword(event.target.value)}
                />
              )}
            </Field>
          )}
          {accountExists && (
            <Alert variant="destructive" role="alert" className="flex-col gap-2">
              <span>
                <span className="font-semibold">{accountExistsTitle}:</span> {accountExistsText}
              </span>
              <Button variant="outline" size="sm" className="self-start" onClick={onBack}>
                {migrationMessages.goToNewLogin}
              </Button>
            </Alert>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button className="sm:flex-1" onClick={() => void upgrade()}>
              {migrationMessages.upgradeButton}
            </Button>
            <Button
              variant="outline"
              className="sm:flex-1"
              aria-expanded={learnMore}
              aria-controls="upgrade-details"
              onClick={() => setLearnMore((open) => !open)}
            >
              {migrationMessages.learnMoreButton}
              <ChevronDown
                aria-hidden="true"
                className={cn('transition-transform', learnMore && 'rotate-180')}
              />
            </Button>
          </div>
          {learnMore && (
            <div id="upgrade-details" className="rounded-lg border bg-muted/40 p-4 text-sm">
              <h3 className="font-medium">What happens when I upgrade?</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
                <li>We create your account in the new sign-in system with the same email.</li>
                <li>
                  {oldPasswordFits
                    ? 'You keep the password you just signed in with.'
                    : 'You choose a new password; your old one is too short for the new rules.'}
                </li>
                <li>We email you a 6-digit code to confirm the address is yours.</li>
                <li>Your profile, designs, gallery and credits move over; nothing is lost.</li>
                <li>From then on you sign in here as usual; the old sign-in stops working.</li>
              </ul>
            </div>
          )}
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to sign in
          </Button>
        </>
      )}

      {step === 'verify' && (
        <VerifyCodeForm
          email={candidate.email}
          submitLabel="Verify and finish upgrade"
          onVerify={verify}
          onResend={() => sendCode({ email: candidate.email, type: 'email-verification' })}
        />
      )}

      {step === 'complete' && <UpgradeComplete />}
    </section>
  );
}
