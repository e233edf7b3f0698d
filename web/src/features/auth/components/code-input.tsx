import { useState } from 'react';
import { REGEXP_ONLY_DIGITS } from 'input-otp';
import { RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { accountErrorCodes, accountLimits, verificationMessages } from '@roomcraft/contracts/accounts';
import { Button } from '@/components/ui/button';
import { InputOTP, InputOTPGroup, InputOTPSlot } from '@/components/ui/input-otp';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useCooldown } from '@/lib/use-cooldown';
import { accountErrorMessage } from '../auth.errors';

/**
 * Seconds before another code may be requested: the server's default (AUTH_CODE_RESEND_SECONDS); its
 * Retry-After wins when it refuses a resend anyway.
 */
export const RESEND_COOLDOWN_SECONDS = 60;

export const CODE_LENGTH = accountLimits.verificationCodeLength;

/**
 * Room above whatever is scrolled into view on the code steps: the sticky header is 4rem (h-16) tall, so
 * 6rem keeps the focused code boxes and the step's heading fully below it on a 375 px phone.
 */
export const stepScrollMargin = 'scroll-mt-24';

/** The 6-digit code input (input-otp): labelled and with the placeholder 'Enter 6-digit code'. */
export function CodeInput({
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="verification-code">{verificationMessages.codePlaceholder}</Label>
      <InputOTP
        id="verification-code"
        // The input is focused (autoFocus, and again after a wrong code): the browser scrolls it into view,
        // and without a margin it stops right at the top edge, under the sticky header.
        containerClassName={stepScrollMargin}
        className={stepScrollMargin}
        maxLength={CODE_LENGTH}
        pattern={REGEXP_ONLY_DIGITS}
        inputMode="numeric"
        autoComplete="one-time-code"
        pushPasswordManagerStrategy="none"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={onChange}
        disabled={disabled}
        autoFocus
      >
        <InputOTPGroup>
          {Array.from({ length: CODE_LENGTH }, (_, index) => (
            <InputOTPSlot key={index} index={index} />
          ))}
        </InputOTPGroup>
      </InputOTP>
    </div>
  );
}

/**
 * 'Resend code' with a visible cool-down: a code was just sent when the step opens, so the button waits
 * first; after each resend it waits again (or as long as the server's Retry-After says).
 */
export function ResendCode({
  email,
  onResend,
  onSent,
}: {
  email: string;
  onResend: () => Promise<void>;
  onSent?: () => void;
}) {
  const [sending, setSending] = useState(false);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);

  async function resend() {
    setSending(true);
    try {
      await onResend();
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      onSent?.();
      toast.success('New code sent', { description: `Check ${email} for a new 6-digit code.` });
    } catch (error) {
      if (isApiError(error) && error.code === accountErrorCodes.codeCooldown) {
        cooldown.start(error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
      }
      toast.error('Could not send a new code', {
        description: accountErrorMessage(error, 'Please try again in a moment.'),
      });
    } finally {
      setSending(false);
    }
  }

  const waiting = cooldown.remaining > 0;
  return (
    <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      <span>Didn&apos;t get the email?</span>
      <Button
        type="button"
        variant="link"
        className="h-11 px-0"
        onClick={() => void resend()}
        disabled={sending || waiting}
      >
        <RotateCw aria-hidden="true" className={sending ? 'animate-spin' : undefined} />
        Resend code
        {waiting && <span className="text-muted-foreground tabular-nums"> ({cooldown.remaining}s)</span>}
      </Button>
    </div>
  );
}
