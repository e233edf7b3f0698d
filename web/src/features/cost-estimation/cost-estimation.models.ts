import type {
  CostEstimate,
  CostProjectInput,
  CostRegion,
  ScopeItem,
} from '@roomcraft/contracts/cost-estimation';
import type { CostEstimation, SuggestedScopeItem } from '@roomcraft/contracts/cost-estimation-api';

export const SQFT_PER_M2 = 10.7639;

const words = (value: string) => value.replaceAll('-', ' ');
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A scope item as a short line a homeowner reads ("Flooring: ceramic tile"). */
export function scopeItemLabel(item: ScopeItem): string {
  switch (item.kind) {
    case 'remodel':
      return `Whole-room ${item.level} remodel`;
    case 'paint-walls':
      return 'Paint the walls';
    case 'paint-ceiling':
      return 'Paint the ceiling';
    case 'flooring':
      return `Flooring: ${words(item.material)}`;
    case 'cabinets':
      return item.action === 'reface' ? 'Reface the cabinets' : 'Replace the cabinets';
    case 'countertops':
      return `Countertops: ${words(item.material)}`;
    case 'appliance':
      return capitalise(words(item.appliance));
    case 'plumbing-fixture':
      return capitalise(words(item.fixture));
    case 'lighting':
      return item.fixture === 'replace-fixture' ? 'Replace light fixtures' : capitalise(words(item.fixture));
    case 'window':
      return `Windows (${item.material})`;
    case 'interior-door':
      return 'Interior doors';
    case 'medicine-cabinet':
      return `Medicine cabinet (${item.mount})`;
    case 'furniture':
      return capitalise(words(item.item));
    case 'general-contractor':
      return 'General contractor';
    default:
      return capitalise(words(item.kind));
  }
}

export const hasQuantity = (item: ScopeItem): item is Extract<ScopeItem, { quantity: number }> =>
  'quantity' in item;

/** Items the page offers to add beyond what the photo suggested. */
export const extraScopeItems: ScopeItem[] = [
  { kind: 'appliance', appliance: 'dishwasher', quantity: 1 },
  { kind: 'appliance', appliance: 'range-hood', quantity: 1 },
  { kind: 'plumbing-fixture', fixture: 'toilet', quantity: 1 },
  { kind: 'plumbing-fixture', fixture: 'bathtub', quantity: 1 },
  { kind: 'plumbing-fixture', fixture: 'shower', quantity: 1 },
  { kind: 'lighting', fixture: 'recessed-light', quantity: 4 },
  { kind: 'lighting', fixture: 'new-pendant', quantity: 1 },
  { kind: 'window-trim', quantity: 1 },
  { kind: 'drywall' },
  { kind: 'design-fees' },
];

/** "US" plus the countries with a sourced cost factor (estimator data, ADR 016). */
export const costCountries = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'DE', name: 'Germany' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'JP', name: 'Japan' },
  { code: 'HK', name: 'Hong Kong' },
] as const;

/** US: a two-letter state or a ZIP code (its first three digits); elsewhere the country alone. */
export function toRegion(country: string, place: string): CostRegion {
  const value = place.trim();
  if (country !== 'US' || !value) return { country };
  if (/^[A-Za-z]{2}$/.test(value)) return { country, state: value.toUpperCase() };
  if (/^\d{3,5}$/.test(value)) return { country, zip3: value.slice(0, 3) };
  return { country };
}

export const isValidPlace = (country: string, place: string) =>
  country !== 'US' || place.trim() === '' || /^([A-Za-z]{2}|\d{3,5})$/.test(place.trim());

export interface ScopeDraft {
  roomType: CostProjectInput['roomType'];
  areaValue: number;
  areaUnit: 'm2' | 'ft2';
  finishTier: CostProjectInput['finishTier'];
  country: string;
  place: string;
  contractor: NonNullable<CostProjectInput['contractor']> | 'auto';
  items: SuggestedScopeItem[];
}

export function toProject(draft: ScopeDraft, priceYear: number): CostProjectInput {
  return {
    roomType: draft.roomType,
    floorArea: { value: draft.areaValue, unit: draft.areaUnit },
    finishTier: draft.finishTier,
    region: toRegion(draft.country, draft.place),
    priceYear,
    ...(draft.contractor === 'auto' ? {} : { contractor: draft.contractor }),
    scope: draft.items.filter((entry) => entry.included).map((entry) => entry.item),
  };
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Cents as whole dollars ("$12,345"): docs/spec §3 totals are cents shown as dollars. */
export const formatCents = (cents: number) => dollars.format(Math.round(cents / 100));

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The estimate as CSV: one row per line item (dollars), then the total, then the sources. */
export function estimateToCsv(estimation: CostEstimation): string {
  const estimate = estimation.estimate;
  if (!estimate) return '';
  const d = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
  const rows: (string | number | null)[][] = [
    [
      'Item',
      'Quantity',
      'Unit',
      'Low (USD)',
      'Typical (USD)',
      'High (USD)',
      'Material (USD)',
      'Labour (USD)',
      'Sources',
    ],
    ...estimate.lineItems.map((line) => [
      line.description,
      line.quantity,
      line.unit,
      d(line.totalCents.low),
      d(line.totalCents.typical),
      d(line.totalCents.high),
      d(line.materialCents),
      d(line.labourCents),
      line.sourceIds.join(' '),
    ]),
    [
      'Total',
      '',
      '',
      d(estimate.rangeCents.low),
      d(estimate.totalCents),
      d(estimate.rangeCents.high),
      '',
      '',
      '',
    ],
    [],
    ['Source', 'Publisher', 'Year', 'Address'],
    ...estimate.sources.map((source) => [source.title, source.publisher, source.year, source.url]),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

export interface ComparedLine {
  /** The line's description (the same unit cost prices the same description in both estimates). */
  label: string;
  baseCents: number;
  otherCents: number;
  /** other - base */
  diffCents: number;
}

/**
 * Two estimates side by side: typical totals per line description (lines with the same description are
 * summed), the lines present in only one estimate at zero in the other, largest differences first.
 */
export function compareEstimates(base: CostEstimate, other: CostEstimate) {
  const sums = (estimate: CostEstimate) => {
    const map = new Map<string, number>();
    for (const line of estimate.lineItems) {
      // Percent lines carry their rate in the description; compare them by what they are.
      const label = line.description.replace(/ \([\d.]+ % of the work\)$/, '');
      map.set(label, (map.get(label) ?? 0) + line.totalCents.typical);
    }
    return map;
  };
  const a = sums(base);
  const b = sums(other);
  const labels = [...new Set([...a.keys(), ...b.keys()])];
  const lines: ComparedLine[] = labels.map((label) => {
    const baseCents = a.get(label) ?? 0;
    const otherCents = b.get(label) ?? 0;
    return { label, baseCents, otherCents, diffCents: otherCents - baseCents };
  });
  lines.sort((x, y) => Math.abs(y.diffCents) - Math.abs(x.diffCents) || x.label.localeCompare(y.label));
  return { lines, totalDiffCents: other.totalCents - base.totalCents };
}

/** "+$1,200" / "−$300" / "$0" for a difference in cents. */
export const formatDiff = (cents: number) =>
  cents === 0 ? '$0' : `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
