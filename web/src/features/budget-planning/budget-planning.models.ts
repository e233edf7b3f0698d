import type { CostEstimate, FinishTier, ScopeItem } from '@roomcraft/contracts/cost-estimation';

const percentKinds = new Set(['permits', 'design-fees', 'general-contractor']);

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
  /** This item's own finish tier; absent: the project's. */
  tier?: FinishTier;
}

/** Scope kinds that are a share of the other items: they follow the project's tier. */
export const isShareKind = (kind: string) => percentKinds.has(kind);

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

type Cents3 = { low: number; typical: number; high: number };
const lineIndex = (id: string) => Number.parseInt(id, 10) - 1;

/**
 * Per-item finish tiers, composed from the three whole-project previews (the estimator prices a project at
 * one tier, and prices each scope item independently of the others): item `i`'s lines come from the
 * preview at its own tier (`itemTiers[i]`, or the project's when null), in the project tier's order. The
 * shares of the work (permits, design fees, the contractor's markup) keep the project tier's rate and are
 * scaled with the work they are a share of: design fees with all the items, the others with the building
 * work (furniture aside), which is exact since the estimator computes them as a rate times that sum.
 * Null while a needed tier is not priced yet.
 */
export function composeItemTiers(
  previews: Partial<Record<FinishTier, CostEstimate>>,
  projectTier: FinishTier,
  itemTiers: readonly (FinishTier | null)[],
): Pick<CostEstimate, 'lineItems' | 'totalCents' | 'rangeCents'> | null {
  const base = previews[projectTier];
  if (!base) return null;
  const tierOf = (index: number) => itemTiers[index] ?? projectTier;
  const needed = new Set(itemTiers.filter((tier): tier is FinishTier => tier !== null));
  if ([...needed].some((tier) => !previews[tier])) return null;
  const sum = (lines: CostEstimate['lineItems'], keep: (kind: string) => boolean): Cents3 =>
    lines
      .filter((line) => !percentKinds.has(line.kind) && keep(line.kind))
      .reduce(
        (acc, line) => ({
          low: acc.low + line.totalCents.low,
          typical: acc.typical + line.totalCents.typical,
          high: acc.high + line.totalCents.high,
        }),
        { low: 0, typical: 0, high: 0 },
      );
  const work = base.lineItems.flatMap((line) => {
    if (percentKinds.has(line.kind)) return [];
    const tier = tierOf(lineIndex(line.id));
    if (tier === projectTier) return [line];
    return previews[tier]!.lineItems.filter((other) => other.id === line.id);
  });
  const ratio = (keep: (kind: string) => boolean) => {
    const before = sum(base.lineItems, keep);
    const after = sum(work, keep);
    const r = (key: keyof Cents3) => (before[key] === 0 ? 1 : after[key] / before[key]);
    return { low: r('low'), typical: r('typical'), high: r('high') };
  };
  const allWork = ratio(() => true);
  const building = ratio((kind) => kind !== 'furniture');
  const shares = base.lineItems
    .filter((line) => percentKinds.has(line.kind))
    .map((line) => {
      const r = line.kind === 'design-fees' ? allWork : building;
      const totalCents = {
        low: Math.round(line.totalCents.low * r.low),
        typical: Math.round(line.totalCents.typical * r.typical),
        high: Math.round(line.totalCents.high * r.high),
      };
      return { ...line, unitCostCents: totalCents, totalCents };
    });
  const lineItems = [...work, ...shares];
  const total = (key: keyof Cents3) => lineItems.reduce((acc, line) => acc + line.totalCents[key], 0);
  return { lineItems, totalCents: total('typical'), rangeCents: { low: total('low'), high: total('high') } };
}
