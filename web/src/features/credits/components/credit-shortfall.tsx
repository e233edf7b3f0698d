import { Link } from 'react-router';
import { useCredits } from '../credits.queries';

export interface CreditShortfall {
  need: number;
  have: number;
  /** Premium-only features (contracts `premiumOnlyFeatures`) can spend premium credits only. */
  premiumOnly: boolean;
}

/**
 * What a run of `cost` credits lacks, or null when the balance covers it (or is not known: signed out or
 * still loading, where the server's check decides). Premium-only features count premium credits only.
 */
export function useCreditShortfall(cost: number, { premiumOnly = false } = {}): CreditShortfall | null {
  const { data } = useCredits();
  if (!data) return null;
  const have = premiumOnly ? data.premiumCredits : data.totalCredits;
  return have < cost ? { need: cost, have, premiumOnly } : null;
}

/** 'Needs 2 premium credits, you have 0.' */
export function shortfallMessage({ need, have, premiumOnly }: CreditShortfall): string {
  return `Needs ${need} ${premiumOnly ? 'premium ' : ''}${need === 1 ? 'credit' : 'credits'}, you have ${have}.`;
}

/**
 * Why a Generate button is disabled, next to it, with the way forward: a disabled button alone left new
 * users stuck. `id` is for the button's aria-describedby.
 */
export function CreditShortfallNote({ shortfall, id }: { shortfall: CreditShortfall; id: string }) {
  return (
    <p id={id} className="flex flex-wrap items-center gap-x-2 text-sm">
      <span className="text-destructive">{shortfallMessage(shortfall)}</span>
      <Link
        to="/credits"
        className="inline-flex min-h-11 items-center font-medium text-primary-text underline underline-offset-4"
      >
        Get Credits
      </Link>
    </p>
  );
}
