import { useState, type FormEvent, type ReactNode } from 'react';
import { REGEXP_ONLY_DIGITS } from 'input-otp';
import { Loader2, MailCheck, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { accountErrorCodes, accountLimits, verificationMessages } from '@roomcraft/contracts/accounts';
import { Button } from '@/components/ui/button';
import { InputOTP, InputOTPGroup, InputOTPSlot } from '@/components/ui/input-otp';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useCooldown } from '@/lib/use-cooldown';
import { accountErrorMessage, hasCode, needsNewCode } from '../auth.errors';

/** Seconds before another code may be requested; the server's Retry-After wins when it sends one. */
export const RESEND_COOLDOWN_SECONDS = 30;

const CODE_LENGTH = accountLimits.verificationCodeLength;

/**
 * The 6-digit code step (spec sections 5 and 8): one code input, Verify (disabled while busy or until
 * the code is complete), 'Resend code' with a visible cool-down. A failed verification shows the
 * 'Verification Failed' toast with the server's message.
 */
export function VerifyCodeForm({
  email,
  onVerify,
  onResend,
  submitLabel = 'Verify email',
  children,
}: {
  email: string;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  submitLabel?: string;
  /** Extra fields shown under the code (e.g. the new password of a reset). */
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [codeIsDead, setCodeIsDead] = useState(false);
  // A code was just sent when this step opens.
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const complete = code.length === CODE_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    try {
      await onVerify(code);
    } catch (error) {
      if (needsNewCode(error)) setCodeIsDead(true);
      setCode('');
      toast.error(verificationMessages.failedTitle, {
        description: accountErrorMessage(error, verificationMessages.failedDefault),
      });
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      await onResend();
      setCodeIsDead(false);
      setCode('');
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      toast.success('New code sent', { description: `Check ${email} for a new 6-digit code.` });
    } catch (error) {
      if (hasCode(error, accountErrorCodes.codeCooldown) && isApiError(error)) {
        cooldown.start(error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
      }
      toast.error('Could not send a new code', {
        description: accountErrorMessage(error, 'Please try again in a moment.'),
      });
    } finally {
      setResending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden="true" />
        <span>
          We sent a {CODE_LENGTH}-digit code to <span className="font-medium break-all text-foreground">{email}</span>
          . It may take a minute to arrive; check your spam folder too.
        </span>
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="verification-code">{verificationMessages.codePlaceholder}</Label>
        <InputOTP
          id="verification-code"
          maxLength={CODE_LENGTH}
          pattern={REGEXP_ONLY_DIGITS}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={verificationMessages.codePlaceholder}
          aria-label={verificationMessages.codePlaceholder}
          value={code}
          onChange={setCode}
          disabled={busy}
          autoFocus
        >
          <InputOTPGroup>
            {Array.from({ length: CODE_LENGTH }, (_, index) => (
              <InputOTPSlot key={index} index={index} />
            ))}
          </InputOTPGroup>
        </InputOTP>
        {codeIsDead && (
          <p className="text-sm text-destructive" role="status">
            This code can no longer be used. Request a new code below.
          </p>
        )}
      </div>
      {children}
      <Button type="submit" disabled={busy || !complete}>
        {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
        {busy ? 'Verifying…' : submitLabel}
      </Button>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span>Didn&apos;t get it?</span>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0 pointer-coarse:h-11"
          onClick={() => void resend()}
          disabled={resending || cooldown.remaining > 0}
        >
          <RotateCw aria-hidden="true" />
          Resend code
        </Button>
        {cooldown.remaining > 0 && (
          <span aria-live="polite">
            (available in <span className="tabular-nums">{cooldown.remaining}</span>s)
          </span>
        )}
      </div>
    </form>
  );
}
