import { billingMarketing, type BillingPeriod } from '@roomcraft/contracts/billing';
import { cn } from '@/lib/cn';

const options: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/** Monthly / annual switch of the subscription tiers; annual carries the 'Save 2 months' badge. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  return (
    <div role="group" aria-label="Billing period" className="inline-flex gap-1 rounded-lg bg-muted p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
            value === option.value && 'bg-card text-foreground shadow-sm',
          )}
        >
          {option.label}
          {option.value === 'annual' && (
            <span className="rounded-md bg-primary-soft px-1.5 py-0.5 text-[0.6875rem] font-semibold text-primary-text">
              {billingMarketing.saveTwoMonths}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
