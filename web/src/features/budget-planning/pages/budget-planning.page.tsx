import { useEffect, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ArrowDown, ArrowUp, LogIn, Plus, Trash2 } from 'lucide-react';
import {
  costRoomTypes,
  finishTiers,
  type CostEstimate,
  type CostProject,
  type CostProjectInput,
  type CostRoomType,
  type FinishTier,
  type ScopeItem,
} from '@roomcraft/contracts/cost-estimation';
import { isValidStudioId } from '@roomcraft/contracts/studio';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ChoiceSelect, toOptions } from '@/features/cost-estimation/components/choice-select';
import { ProfessionalGate } from '@/features/cost-estimation/components/professional-gate';
import { ScopeItemRow } from '@/features/cost-estimation/components/scope-item-row';
import {
  costCountries,
  formatCents,
  isValidPlace,
  scopeItemLabel,
  SQFT_PER_M2,
  toRegion,
} from '@/features/cost-estimation/cost-estimation.models';
import { costEstimationQueryOptions } from '@/features/cost-estimation/cost-estimation.queries';
import { usePlan, usePlanAccess } from '@/features/plan/plan.queries';
import { loginPath } from '@/features/session/session.api';
import { useSession } from '@/features/session/session.queries';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import {
  composeItemTiers,
  defaultScope,
  dollarsToCents,
  estimateLines,
  fitBudget,
  isShareKind,
  moveEntry,
  tierSwaps,
  type BudgetScopeEntry,
} from '../budget-planning.models';
import { estimatePreviewQueryOptions } from '../budget-planning.queries';
import { BudgetBar } from '../components/budget-bar';

/** Wait this long after the last change before pricing: typing a budget or an area is many changes. */
const PREVIEW_DEBOUNCE_MS = 400;

/** Items the planner offers to add, beyond the room's starting list. */
const addableItems: ScopeItem[] = [
  { kind: 'paint-walls' },
  { kind: 'paint-ceiling' },
  { kind: 'flooring', material: 'luxury-vinyl-plank' },
  { kind: 'cabinets', action: 'replace' },
  { kind: 'countertops', material: 'quartz' },
  { kind: 'appliance', appliance: 'refrigerator', quantity: 1 },
  { kind: 'appliance', appliance: 'range', quantity: 1 },
  { kind: 'appliance', appliance: 'dishwasher', quantity: 1 },
  { kind: 'appliance', appliance: 'range-hood', quantity: 1 },
  { kind: 'plumbing-fixture', fixture: 'toilet', quantity: 1 },
  { kind: 'plumbing-fixture', fixture: 'shower', quantity: 1 },
  { kind: 'plumbing-fixture', fixture: 'bathtub', quantity: 1 },
  { kind: 'lighting', fixture: 'recessed-light', quantity: 4 },
  { kind: 'lighting', fixture: 'new-pendant', quantity: 1 },
  { kind: 'window', material: 'vinyl', quantity: 1 },
  { kind: 'interior-door', quantity: 1 },
  { kind: 'baseboard' },
  { kind: 'drywall' },
  { kind: 'furniture', item: 'sofa', quantity: 1 },
  { kind: 'permits' },
  { kind: 'design-fees' },
];

let nextKey = 0;
const toEntries = (items: ScopeItem[]): BudgetScopeEntry[] =>
  items.map((item) => ({ key: `item-${(nextKey += 1)}`, item, included: true }));

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const tierLabel = (tier: FinishTier) => toOptions([tier])[0]!.label;

/**
 * /budget-planning: set a budget, list the work in priority order, and see live (a free preview of the
 * parametric estimator, ADR 024) which items the budget covers, what a whole-project finish tier swap does,
 * and what is left or missing. Needs the Professional plan like the other cost pages (docs/spec §6).
 */
export function BudgetPlanningPage() {
  usePageTitle('Budget planning');
  const session = useSession();
  const plan = usePlan();
  const hasPlan = usePlanAccess();
  // `?from=<estimate id>`: the 'Plan a budget' button of an estimate starts from that estimate's project.
  const fromParam = useSearchParams()[0].get('from');
  const fromId = isValidStudioId(fromParam) ? fromParam : null;
  const from = useQuery({
    ...costEstimationQueryOptions(fromId ?? ''),
    enabled: fromId !== null && session.status === 'signed-in',
  });

  let body;
  if (
    session.status === 'loading' ||
    (session.status === 'signed-in' && (plan.isPending || (fromId !== null && from.isPending)))
  ) {
    body = <Skeleton className="h-96 w-full" aria-label="Loading" />;
  } else if (session.status !== 'signed-in') {
    body = (
      <Alert>
        <LogIn aria-hidden="true" />
        <div>
          <p>Sign in to plan a budget against published renovation costs.</p>
          <Link to={loginPath('/budget-planning')} className="font-semibold underline">
            Sign in
          </Link>
        </div>
      </Alert>
    );
  } else if (!hasPlan('pro')) {
    body = <ProfessionalGate />;
  } else {
    body = <BudgetPlanner key={from.data?.id ?? 'new'} initial={from.data?.project ?? null} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Budget planning</h1>
          <p className="mt-2 text-muted-foreground">
            Set a budget, put the work in order of priority and see what it covers, priced live from published
            costs. Free: no credits are used.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start">
          <Link to="/cost-analysis">Cost analysis</Link>
        </Button>
      </header>
      {body}
    </div>
  );
}

function BudgetPlanner({ initial }: { initial: CostProject | null }) {
  const [budgetText, setBudgetText] = useState('25000');
  const [roomType, setRoomType] = useState<CostRoomType>(initial?.roomType ?? 'kitchen');
  const [areaText, setAreaText] = useState(initial?.floorArea ? String(initial.floorArea.value) : '');
  const [areaUnit, setAreaUnit] = useState<'m2' | 'ft2'>(initial?.floorArea?.unit ?? 'ft2');
  const [finishTier, setFinishTier] = useState<FinishTier>(initial?.finishTier ?? 'mid-range');
  const [country, setCountry] = useState(initial?.region.country.toUpperCase() ?? 'US');
  const [place, setPlace] = useState(
    initial && 'state' in initial.region
      ? initial.region.state
      : initial && 'zip3' in initial.region
        ? initial.region.zip3
        : '',
  );
  // Who runs the job has no control here; an estimate's choice is kept so the totals match it.
  const contractor = initial?.contractor;
  const [entries, setEntries] = useState<BudgetScopeEntry[]>(() =>
    toEntries(initial?.scope ?? defaultScope('kitchen')),
  );
  const [extra, setExtra] = useState('');

  const budgetCents = dollarsToCents(budgetText);
  const areaValue = areaText.trim() === '' ? null : Number.parseFloat(areaText);
  const areaValid =
    areaValue === null || (Number.isFinite(areaValue) && areaValue > 0 && areaValue <= 100_000);
  const placeValid = isValidPlace(country, place);
  // Kept stable across renders so the priced description (and its debounce) only changes with the list.
  const included = useMemo(() => entries.filter((entry) => entry.included), [entries]);

  // The description priced for every tier; null while something in it cannot be priced.
  const project = useMemo<Omit<CostProjectInput, 'finishTier'> | null>(() => {
    if (!areaValid || !placeValid || included.length === 0) return null;
    return {
      roomType,
      ...(areaValue === null ? {} : { floorArea: { value: areaValue, unit: areaUnit } }),
      region: toRegion(country, place),
      priceYear: new Date().getFullYear(),
      ...(contractor ? { contractor } : {}),
      scope: included.map((entry) => entry.item),
    };
  }, [areaValid, placeValid, included, roomType, areaValue, areaUnit, country, place, contractor]);
  const debounced = useDebounced(project, PREVIEW_DEBOUNCE_MS);

  // Every tier is priced so the swap control can say what each costs; the chosen one shares its cache entry.
  const previews = useQueries({
    queries: finishTiers.map((tier) =>
      estimatePreviewQueryOptions(debounced && { ...debounced, finishTier: tier }, debounced !== null),
    ),
  });
  const current = previews[finishTiers.indexOf(finishTier)]!;
  // Per-item tiers (composed from the three previews); not offered with a `remodel` item, whose expansion
  // adds items the list does not show.
  const perItemTiers = !included.some((entry) => entry.item.kind === 'remodel');
  const itemTiers = included.map((entry) =>
    perItemTiers && entry.tier && entry.tier !== finishTier ? entry.tier : null,
  );
  const mixed = itemTiers.some((tier) => tier !== null);
  const previewByTier = Object.fromEntries(
    finishTiers.flatMap((tier, index) => {
      const data = previews[index]?.data;
      return data && data.finishTier === tier ? [[tier, data]] : [];
    }),
  ) as Partial<Record<FinishTier, CostEstimate>>;
  const composed = mixed ? composeItemTiers(previewByTier, finishTier, itemTiers) : null;
  const priced = project === null ? undefined : current.data;
  const estimate = priced && mixed ? (composed ? { ...priced, ...composed } : undefined) : priced;
  const lineTier = (id: string) => itemTiers[Number.parseInt(id, 10) - 1] ?? null;
  const fit =
    estimate && budgetCents !== null
      ? fitBudget(
          estimateLines(estimate).map((line) => {
            const tier = lineTier(line.id);
            return tier ? { ...line, description: `${line.description} · ${tierLabel(tier)}` } : line;
          }),
          budgetCents,
        )
      : null;
  const totals = Object.fromEntries(
    finishTiers.flatMap((tier, index) => {
      const data = previews[index]?.data;
      return data && data.finishTier === tier ? [[tier, data.totalCents]] : [];
    }),
  ) as Partial<Record<FinishTier, number>>;
  const swaps = budgetCents === null ? [] : tierSwaps(totals, finishTier, budgetCents);
  const updating = project !== debounced || current.isFetching;

  const changeRoomType = (next: CostRoomType) => {
    setRoomType(next);
    setEntries(toEntries(defaultScope(next)));
  };
  const setUnit = (unit: 'm2' | 'ft2') => {
    if (unit === areaUnit) return;
    if (areaValue !== null && areaValid) {
      const factor = unit === 'ft2' ? SQFT_PER_M2 : 1 / SQFT_PER_M2;
      setAreaText(String(Math.round(areaValue * factor * 10) / 10));
    }
    setAreaUnit(unit);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      {/* On a phone the summary sits below the long list: keep the total in sight while editing. It repeats
          the summary's live text, so screen readers skip it. */}
      {estimate && fit && (
        <div
          aria-hidden="true"
          className="sticky top-16 z-10 -mx-4 flex items-center justify-between gap-3 self-start border-b bg-background/95 px-4 py-2 text-sm backdrop-blur lg:hidden"
        >
          <span>
            Total <span className="font-semibold">{formatCents(fit.totalCents)}</span>
          </span>
          <span className={fit.overCents > 0 ? 'text-destructive' : 'text-primary-text'}>
            {fit.overCents > 0
              ? `${formatCents(fit.overCents)} over budget`
              : `${formatCents(fit.remainingCents)} left`}
          </span>
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-8">
        <section aria-labelledby="budget-room-title" className="grid gap-4 sm:grid-cols-2">
          <h2 id="budget-room-title" className="text-lg font-semibold tracking-tight sm:col-span-2">
            Budget and room
          </h2>
          <div>
            <label htmlFor="budget-amount" className="mb-1.5 block text-sm font-medium">
              Your budget (USD)
            </label>
            <Input
              id="budget-amount"
              inputMode="decimal"
              value={budgetText}
              aria-invalid={budgetCents === null || undefined}
              onChange={(event) => setBudgetText(event.target.value)}
            />
            {budgetCents === null && (
              <p className="mt-1 text-sm text-destructive">Enter your budget in dollars.</p>
            )}
          </div>
          <ChoiceSelect
            id="budget-room-type"
            label="Room type"
            value={roomType}
            options={toOptions(costRoomTypes)}
            onChange={changeRoomType}
          />
          <div>
            <label htmlFor="budget-area" className="mb-1.5 block text-sm font-medium">
              Floor area
            </label>
            <div className="flex gap-2">
              <Input
                id="budget-area"
                type="number"
                inputMode="decimal"
                min={0.1}
                step={0.1}
                placeholder="Typical for the room"
                aria-invalid={!areaValid || undefined}
                value={areaText}
                onChange={(event) => setAreaText(event.target.value)}
              />
              <div role="radiogroup" aria-label="Area unit" className="flex shrink-0 rounded-lg border p-0.5">
                {(['ft2', 'm2'] as const).map((unit) => (
                  <button
                    key={unit}
                    type="button"
                    role="radio"
                    aria-checked={areaUnit === unit}
                    onClick={() => setUnit(unit)}
                    className="min-h-10 min-w-11 rounded-md px-2 text-sm aria-checked:bg-primary aria-checked:text-primary-foreground"
                  >
                    {unit === 'm2' ? 'm²' : 'ft²'}
                  </button>
                ))}
              </div>
            </div>
            {!areaValid && (
              <p className="mt-1 text-sm text-destructive">Enter the floor area (a positive number).</p>
            )}
          </div>
          <ChoiceSelect
            id="budget-country"
            label="Country"
            value={country}
            options={costCountries.map((c) => ({ value: c.code, label: c.name }))}
            onChange={setCountry}
          />
          {country === 'US' && (
            <div>
              <label htmlFor="budget-place" className="mb-1.5 block text-sm font-medium">
                State or ZIP code (optional)
              </label>
              <Input
                id="budget-place"
                placeholder="e.g. TX or 94110"
                value={place}
                aria-invalid={!placeValid || undefined}
                onChange={(event) => setPlace(event.target.value)}
              />
              {!placeValid && (
                <p className="mt-1 text-sm text-destructive">
                  Use a two-letter state (TX) or a ZIP code (94110).
                </p>
              )}
            </div>
          )}
        </section>

        <section aria-labelledby="budget-tier-title" className="flex flex-col gap-3">
          <h2 id="budget-tier-title" className="text-lg font-semibold tracking-tight">
            Swap tier
          </h2>
          <p className="text-sm text-muted-foreground">
            The finish tier applies to the whole project; each item below can also have its own tier.
          </p>
          <div role="radiogroup" aria-label="Finish tier" className="grid gap-2 sm:grid-cols-3">
            {finishTiers.map((tier) => {
              const swap = swaps.find((s) => s.tier === tier);
              return (
                <button
                  key={tier}
                  type="button"
                  role="radio"
                  aria-checked={finishTier === tier}
                  onClick={() => {
                    setFinishTier(tier);
                    // A whole-project swap sets every item to that tier.
                    if (entries.some((entry) => entry.tier)) {
                      setEntries(entries.map((entry) => ({ ...entry, tier: undefined })));
                    }
                  }}
                  className="rounded-lg border p-3 text-left aria-checked:border-primary aria-checked:bg-primary-soft"
                >
                  <span className="block font-medium">{tierLabel(tier)}</span>
                  <span className="block text-sm text-muted-foreground">
                    {swap
                      ? `${formatCents(swap.totalCents)}${
                          swap.deltaCents === 0
                            ? ''
                            : ` (${swap.deltaCents > 0 ? '+' : '−'}${formatCents(Math.abs(swap.deltaCents))})`
                        }${swap.withinBudget ? ' · within budget' : ''}`
                      : '…'}
                  </span>
                </button>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="budget-items-title" className="flex flex-col gap-3">
          <h2 id="budget-items-title" className="text-lg font-semibold tracking-tight">
            The work, most important first ({included.length} of {entries.length} on)
          </h2>
          <ul className="flex flex-col gap-2">
            {entries.map((entry, index) => {
              const label = scopeItemLabel(entry.item);
              return (
                <ScopeItemRow
                  key={entry.key}
                  index={index}
                  entry={{ item: entry.item, included: entry.included, reason: `Priority ${index + 1}` }}
                  onChange={(next) =>
                    setEntries(
                      entries.map((e) =>
                        e.key === entry.key ? { ...e, item: next.item, included: next.included } : e,
                      ),
                    )
                  }
                  actions={
                    <div className="flex flex-wrap items-center gap-1">
                      {perItemTiers && !isShareKind(entry.item.kind) && (
                        <select
                          aria-label={`Tier for ${label}`}
                          className="h-10 w-full rounded-lg border border-input bg-card px-2 text-sm sm:w-auto"
                          value={entry.tier && entry.tier !== finishTier ? entry.tier : ''}
                          onChange={(event) => {
                            const tier = event.target.value as FinishTier | '';
                            setEntries(
                              entries.map((e) =>
                                e.key === entry.key ? { ...e, tier: tier === '' ? undefined : tier } : e,
                              ),
                            );
                          }}
                        >
                          <option value="">Tier: {tierLabel(finishTier)} (project)</option>
                          {finishTiers
                            .filter((tier) => tier !== finishTier)
                            .map((tier) => (
                              <option key={tier} value={tier}>
                                Tier: {tierLabel(tier)}
                              </option>
                            ))}
                        </select>
                      )}
                      <div className="flex gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Move ${label} up`}
                          disabled={index === 0}
                          onClick={() => setEntries(moveEntry(entries, index, -1))}
                        >
                          <ArrowUp aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Move ${label} down`}
                          disabled={index === entries.length - 1}
                          onClick={() => setEntries(moveEntry(entries, index, 1))}
                        >
                          <ArrowDown aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove ${label}`}
                          onClick={() => setEntries(entries.filter((e) => e.key !== entry.key))}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </div>
                  }
                />
              );
            })}
          </ul>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-56">
              <label htmlFor="budget-extra" className="mb-1.5 block text-sm font-medium">
                Add an item
              </label>
              <select
                id="budget-extra"
                className="h-11 w-full rounded-lg border border-input bg-card px-3 text-base sm:text-sm"
                value={extra}
                onChange={(event) => setExtra(event.target.value)}
              >
                <option value="">Choose…</option>
                {addableItems.map((item, index) => (
                  <option key={index} value={String(index)}>
                    {scopeItemLabel(item)}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="outline"
              disabled={extra === ''}
              onClick={() => {
                const item = addableItems[Number(extra)];
                if (item) setEntries([...entries, ...toEntries([item])]);
                setExtra('');
              }}
            >
              <Plus aria-hidden="true" />
              Add
            </Button>
          </div>
        </section>
      </div>

      <section
        aria-labelledby="budget-summary-title"
        className="flex h-fit min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 lg:sticky lg:top-4"
      >
        <h2 id="budget-summary-title" className="text-lg font-semibold tracking-tight">
          What your budget covers
        </h2>
        {included.length === 0 ? (
          <p className="text-sm text-muted-foreground">Switch on at least one item to price.</p>
        ) : project === null ? (
          <p className="text-sm text-muted-foreground">Correct the marked fields to see the total.</p>
        ) : current.error && !estimate ? (
          <Alert variant="destructive" role="alert">
            <p>{isApiError(current.error) ? current.error.message : 'The total could not be worked out.'}</p>
          </Alert>
        ) : !estimate ? (
          <Skeleton className="h-48 w-full" aria-label="Pricing" />
        ) : (
          <>
            <div aria-live="polite" aria-busy={updating} className="flex flex-col gap-1">
              <p className="text-sm text-muted-foreground">
                Estimated total ({tierLabel(estimate.finishTier).toLowerCase()}
                {mixed ? ', some items at their own tier' : ''}){updating ? ' · updating…' : ''}
              </p>
              <p className="text-3xl font-semibold tracking-tight" data-testid="budget-total">
                {formatCents(estimate.totalCents)}
              </p>
              <p className="text-xs text-muted-foreground">
                Range {formatCents(estimate.rangeCents.low)}–{formatCents(estimate.rangeCents.high)}
              </p>
              {fit && (
                <p
                  className={
                    fit.overCents > 0 ? 'font-medium text-destructive' : 'font-medium text-primary-text'
                  }
                >
                  {fit.overCents > 0
                    ? `${formatCents(fit.overCents)} over budget`
                    : `${formatCents(fit.remainingCents)} left in your budget`}
                </p>
              )}
            </div>
            {current.error && (
              <p role="alert" className="text-sm text-destructive">
                The total could not be updated
                {isApiError(current.error) ? ` (${current.error.message})` : ''}; it shows your last priced
                list.
              </p>
            )}
            {fit && <BudgetBar budgetCents={fit.budgetCents} totalCents={fit.totalCents} />}
            {fit && (
              <ol className="flex flex-col divide-y" aria-label="Line items in priority order">
                {fit.lines.map((line) => (
                  <li key={line.id} className="flex items-start justify-between gap-3 py-2">
                    <span className="min-w-0 text-sm">
                      <span className="block break-words">{line.description}</span>
                      <span className="block text-xs text-muted-foreground">
                        {formatCents(line.cumulativeCents)} so far
                      </span>
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1">
                      <span className="text-sm font-medium">{formatCents(line.cents)}</span>
                      {line.fit === 'fits' ? (
                        <Badge variant="soft">Fits</Badge>
                      ) : (
                        <Badge variant="destructive">Over budget</Badge>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            )}
            {fit && (
              <p className="text-sm text-muted-foreground">
                {fit.fitsCount} of {fit.lines.length} items fit, in your order, for{' '}
                {formatCents(fit.fundedCents)}.
              </p>
            )}
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">Assumptions</summary>
              <ul className="mt-2 list-disc pl-5 text-muted-foreground">
                {estimate.assumptions.map((assumption) => (
                  <li key={assumption}>{assumption}</li>
                ))}
              </ul>
            </details>
          </>
        )}
      </section>
    </div>
  );
}

export default BudgetPlanningPage;
