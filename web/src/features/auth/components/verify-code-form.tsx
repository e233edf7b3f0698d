import { useState, type FormEvent } from 'react';
import { Loader2, MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { verificationMessages } from '@roomcraft/contracts/accounts';
import { Button } from '@/components/ui/button';
import { accountErrorMessage, needsNewCode } from '../auth.errors';
import { CODE_LENGTH, CodeInput, ResendCode } from './code-input';

/** Where the code went, and a hint for when it does not arrive. */
export function CodeSentNote({ email }: { email: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <MailCheck className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden="true" />
      <span>
        We sent a {CODE_LENGTH}-digit code to{' '}
        <span className="font-medium [overflow-wrap:anywhere] text-foreground">{email}</span>. It can take a
        minute to arrive; check your spam folder too.
      </span>
    </p>
  );
}

/**
 * The email-verification step (docs/spec §§5 and 8): the code input, Verify (disabled while busy or
 * until all 6 digits are there) and 'Resend code'. A failed verification shows the 'Verification Failed'
 * toast with the server's message, or 'Failed to verify email. Please try again.'.
 */
export function VerifyCodeForm({
  email,
  onVerify,
  onResend,
  submitLabel = 'Verify email',
}: {
  email: string;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  submitLabel?: string;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [codeIsDead, setCodeIsDead] = useState(false);
  const complete = code.length === CODE_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    try {
      await onVerify(code);
    } catch (error) {
      setCodeIsDead(needsNewCode(error));
      setCode('');
      toast.error(verificationMessages.failedTitle, {
        description: accountErrorMessage(error, verificationMessages.failedDefault),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
      <CodeSentNote email={email} />
      <CodeInput
        value={code}
        onChange={setCode}
        disabled={busy}
        invalid={codeIsDead}
        describedBy={codeIsDead ? 'code-dead' : undefined}
      />
      {codeIsDead && (
        <p id="code-dead" className="-mt-3 text-sm text-destructive">
          This code can no longer be used. Request a new code below.
        </p>
      )}
      <Button type="submit" disabled={busy || !complete}>
        {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
        {busy ? 'Verifying…' : submitLabel}
      </Button>
      <ResendCode email={email} onResend={onResend} onSent={() => setCodeIsDead(false)} />
    </form>
  );
}
