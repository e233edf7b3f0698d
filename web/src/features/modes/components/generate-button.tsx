import { useId } from 'react';
import { Loader2, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CreditShortfallNote, useCreditShortfall } from '@/features/credits/components/credit-shortfall';

/**
 * The mode's Generate button with its credit cost. When the balance is short it is disabled, with the
 * reason and a 'Get Credits' link next to it, instead of letting the server refuse the run.
 */
export function GenerateButton({
  cost,
  premiumOnly = false,
  pending,
  disabled,
  label = 'Generate',
  onClick,
}: {
  cost: number;
  /** The mode is a premium-only feature: only premium credits count. */
  premiumOnly?: boolean;
  pending: boolean;
  disabled?: boolean;
  label?: string;
  onClick: () => void;
}) {
  const shortfall = useCreditShortfall(cost, { premiumOnly });
  const noteId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        onClick={onClick}
        disabled={pending || disabled || shortfall !== null}
        aria-describedby={shortfall ? noteId : undefined}
        data-testid="generate"
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        {label} ({cost} {cost === 1 ? 'credit' : 'credits'})
      </Button>
      {shortfall && <CreditShortfallNote shortfall={shortfall} id={noteId} />}
    </div>
  );
}
