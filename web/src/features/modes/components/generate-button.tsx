import { Loader2, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCredits } from '@/features/credits/credits.queries';

/** The mode's Generate button with its credit cost; says so when the balance is short. */
export function GenerateButton({
  cost,
  pending,
  disabled,
  label = 'Generate',
  onClick,
}: {
  cost: number;
  pending: boolean;
  disabled?: boolean;
  label?: string;
  onClick: () => void;
}) {
  const credits = useCredits();
  const total = credits.data?.totalCredits;
  const short = total !== undefined && total < cost;
  return (
    <div className="flex flex-col gap-1">
      <Button type="button" onClick={onClick} disabled={pending || disabled} data-testid="generate">
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        {label} ({cost} {cost === 1 ? 'credit' : 'credits'})
      </Button>
      {short && (
        <p className="text-sm text-destructive">
          You have {total} {total === 1 ? 'credit' : 'credits'}; this needs {cost}.
        </p>
      )}
    </div>
  );
}
