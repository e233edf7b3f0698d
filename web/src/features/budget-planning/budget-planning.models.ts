import type { CostEstimate, FinishTier, ScopeItem } from '@roomcraft/contracts/cost-estimation';

/**
 * Budget fitting for /budget-planning (ADR 024, "Budget planning"): pure, so the page and its tests share
 * one rule. Lines are funded in priority order (the order of the user's list, then the shares of the work
 * such as the contractor's markup, which the estimator adds last); a line fits while the running total is
 * within the budget, and once one line goes over every line after it is over too, since funding a later
 * line first would break the user's order.
 */

export type LineFit = 'fits' | 'over';

export interface FittedLine {
  id: string;
  description: string;
  cents: number;
  /** Running total up to and including this line. */
  cumulativeCents: number;
  fit: LineFit;
}

export interface BudgetFit {
  lines: FittedLine[];
  budgetCents: number;
  totalCents: number;
  /** Budget left after the total (0 when over). */
  remainingCents: number;
  /** How far the total is over the budget (0 when within). */
  overCents: number;
  fitsCount: number;
  /** Total of the lines that fit: what the budget buys in this order. */
  fundedCents: number;
}

export function fitBudget(
  lines: readonly { id: string; description: string; cents: number }[],
  budgetCents: number,
): BudgetFit {
  let running = 0;
  let overFrom = -1;
  const fitted = lines.map((line, index): FittedLine => {
    running += line.cents;
    if (overFrom < 0 && running > budgetCents) overFrom = index;
    return { ...line, cumulativeCents: running, fit: overFrom >= 0 ? 'over' : 'fits' };
  });
  const fitting = fitted.filter((line) => line.fit === 'fits');
  return {
    lines: fitted,
    budgetCents,
    totalCents: running,
    remainingCents: Math.max(0, budgetCents - running),
    overCents: Math.max(0, running - budgetCents),
    fitsCount: fitting.length,
    fundedCents: fitting.at(-1)?.cumulativeCents ?? 0,
  };
}

/** The estimate's line items (typical totals) as lines to fit. */
export const estimateLines = (estimate: Pick<CostEstimate, 'lineItems'>) =>
  estimate.lineItems.map((line) => ({
    id: line.id,
    description: line.description,
    cents: line.totalCents.typical,
  }));

/**
 * What swapping the whole project to another finish tier does, from the tiers' totals: the difference to the
 * current tier and whether the budget then covers everything. Tiers not priced yet are left out.
 */
export function tierSwaps(
  totals: Partial<Record<FinishTier, number>>,
  current: FinishTier,
  budgetCents: number,
): { tier: FinishTier; totalCents: number; deltaCents: number; withinBudget: boolean }[] {
  const base = totals[current];
  return (['budget', 'mid-range', 'luxury'] as const).flatMap((tier) => {
    const total = totals[tier];
    if (total === undefined) return [];
    return [
      {
        tier,
        totalCents: total,
        deltaCents: base === undefined ? 0 : total - base,
        withinBudget: total <= budgetCents,
      },
    ];
  });
}

/** A user's scope list entry: the item, whether it is on, and a stable key for React and reordering. */
export interface BudgetScopeEntry {
  key: string;
  item: ScopeItem;
  included: boolean;
}

/** Moves the entry at `from` one place up (-1) or down (+1) in priority; out-of-range moves change nothing. */
export function moveEntry<T>(entries: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= entries.length || to < 0 || to >= entries.length) return [...entries];
  const next = [...entries];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Dollars typed by the user as cents; empty, negative or unreadable input is null. */
export function dollarsToCents(text: string): number | null {
  const value = Number.parseFloat(text.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100);
}

/** Starting scope per room type: what a homeowner most often budgets for first. */
export function defaultScope(roomType: string): ScopeItem[] {
  switch (roomType) {
    case 'kitchen':
      return [
        { kind: 'cabinets', action: 'reface' },
        { kind: 'countertops', material: 'quartz' },
        { kind: 'flooring', material: 'luxury-vinyl-plank' },
        { kind: 'paint-walls' },
        { kind: 'appliance', appliance: 'dishwasher', quantity: 1 },
      ];
    case 'bathroom':
      return [
        { kind: 'plumbing-fixture', fixture: 'toilet', quantity: 1 },
        { kind: 'plumbing-fixture', fixture: 'faucet', quantity: 1 },
        { kind: 'flooring', material: 'ceramic-tile' },
        { kind: 'paint-walls' },
      ];
    default:
      return [
        { kind: 'paint-walls' },
        { kind: 'flooring', material: 'engineered-hardwood' },
        { kind: 'lighting', fixture: 'replace-fixture', quantity: 1 },
        { kind: 'baseboard' },
      ];
  }
}
