import { Link } from 'react-router';
import { Coins } from 'lucide-react';
import { creditMessages } from '@roomcraft/contracts/credits';
import { cn } from '@/lib/cn';
import { useCredits } from '../credits.queries';

/**
 * The header's credits badge (docs/spec §§2 and 9): 'N credit(s)', or 'Get Credits' at zero, linking to
 * /credits. Nothing shows until the balance is known, so it never flashes 'Get Credits' on a full account.
 * On phones the coin icon goes: the header holds logo, badge, bell and avatar in 375 px.
 */
export function CreditsBadge({ className }: { className?: string }) {
  const { data } = useCredits();
  if (!data) return null;
  const empty = data.totalCredits === 0;
  return (
    <Link
      to="/credits"
      className={cn(
        'inline-flex min-h-11 items-center rounded-full px-0.5 text-sm font-medium whitespace-nowrap sm:px-2',
        empty && 'text-primary-text',
        className,
      )}
    >
      <span
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-full border px-2.5 hover:bg-hover sm:px-3',
          empty ? 'border-primary/40 bg-primary-soft' : 'bg-card',
        )}
      >
        <Coins className="hidden size-4 text-primary-text sm:block" aria-hidden="true" />
        {creditMessages.badge(data.totalCredits)}
      </span>
    </Link>
  );
}

/** The balance as plain text, for the user menu (its items are links already). */
export function CreditsBalanceText({ className }: { className?: string }) {
  const { data } = useCredits();
  if (!data) return null;
  return <span className={className}>{creditMessages.badge(data.totalCredits)}</span>;
}
