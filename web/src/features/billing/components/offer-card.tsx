import type { ReactNode } from 'react';
import { Check, Loader2 } from 'lucide-react';
import { formatPrice } from '@roomcraft/contracts/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatPerDesign } from '../pricing.models';

export interface OfferCardProps {
  name: string;
  price: number;
  credits: number;
  /** '/month', '/year', or nothing for one-time packs. */
  suffix?: string;
  description?: string;
  perks?: readonly string[];
  isMostPopular: boolean;
  badge?: string | null;
  action: string;
  busy: boolean;
  disabled: boolean;
  onSelect: () => void;
  accent?: ReactNode;
  /** The user's active subscription: nothing to buy, the button says so and is disabled. */
  current?: boolean;
}

/** One subscription tier or credit pack: price, credits, per-design price and its buy button. */
export function OfferCard({
  name,
  price,
  credits,
  suffix,
  description,
  perks = [],
  isMostPopular,
  badge,
  action,
  busy,
  disabled,
  onSelect,
  accent,
  current = false,
}: OfferCardProps) {
  const headingId = `offer-${name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-4 rounded-xl border bg-card p-5 sm:p-6',
        isMostPopular && 'border-primary shadow-float ring-1 ring-primary',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {accent}
        <h3 id={headingId} className="text-lg font-semibold tracking-tight">
          {name}
        </h3>
        {isMostPopular && <Badge>Most Popular</Badge>}
        {badge && <Badge variant="soft">{badge}</Badge>}
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-[2rem] leading-none font-semibold tracking-tight">{formatPrice(price)}</span>
        {suffix && <span className="text-sm text-muted-foreground">{suffix}</span>}
      </p>
      <p className="text-sm">
        <span className="font-semibold">{credits} credits</span>
        <span className="text-muted-foreground"> · {formatPerDesign(price, credits)}</span>
      </p>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      {perks.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm">
          {perks.map((perk) => (
            <li key={perk} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden="true" />
              {perk}
            </li>
          ))}
        </ul>
      )}
      <Button
        className="mt-auto w-full"
        variant={isMostPopular ? 'default' : 'outline'}
        disabled={disabled || current}
        aria-label={current ? `Current plan: ${name}` : `${action} ${name}`}
        onClick={onSelect}
      >
        {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
        {current ? 'Current plan' : action}
      </Button>
    </article>
  );
}
