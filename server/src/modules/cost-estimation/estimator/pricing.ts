import type { CostRegion, FinishTier } from '@roomcraft/contracts';
import { consumerPriceIndex } from './data/price-index';
import {
  countryFactors,
  stateFactorSourceId,
  stateRegionalPriceParity2023,
  stateZipRanges,
  zipRangesSourceId,
} from './data/regions';
import type { CostSourceId } from './data/sources';
import type { PublishedRange, UnitCost } from './data/unit-costs';

export interface TierCost {
  low: number;
  typical: number;
  high: number;
}

/**
 * A finish tier's dollars per unit. One published range [low, high] with average A (or its midpoint) is
 * cut at A: budget spans [low, A], luxury [A, high], mid-range the middle half around A. So tiers are
 * ordered by construction and every figure stays inside what the source published.
 */
export function tierCost(unitCost: UnitCost, tier: FinishTier): TierCost {
  if (unitCost.tiers) {
    const { low, high } = unitCost.tiers[tier];
    return { low, typical: unitCost.tiers[tier].average ?? (low + high) / 2, high };
  }
  const range = unitCost.range;
  if (!range) throw new Error(`unit cost "${unitCost.description}" has neither a range nor tiers`);
  const average = range.average ?? (range.low + range.high) / 2;
  const lowerMid = (range.low + average) / 2;
  const upperMid = (average + range.high) / 2;
  if (tier === 'budget') return { low: range.low, typical: lowerMid, high: average };
  if (tier === 'luxury') return { low: average, typical: upperMid, high: range.high };
  return { low: lowerMid, typical: average, high: upperMid };
}

/** Share of the figure that is material, from the source's own split; null where it publishes none. */
export function materialShare(unitCost: UnitCost): number | null {
  const split = unitCost.split;
  if (!split) return null;
  if (split === 'all') return 1;
  const installed = unitCost.range ?? unitCost.tiers?.['mid-range'];
  if (!installed) return null;
  const mid = (r: PublishedRange) => (r.low + r.high) / 2;
  const share =
    'material' in split ? mid(split.material) / mid(installed) : 1 - mid(split.labour) / mid(installed);
  return Math.min(1, Math.max(0, share));
}

function indexAt(year: number): { value: number; note?: string } {
  const first = consumerPriceIndex[0];
  const last = consumerPriceIndex[consumerPriceIndex.length - 1];
  if (!first || !last) throw new Error('price index is empty');
  if (year <= first.year) {
    return { value: first.value, note: year < first.year ? `${year} held at ${first.year}` : undefined };
  }
  if (year >= last.year) {
    return { value: last.value, note: year > last.year ? `${year} held at ${last.year}` : undefined };
  }
  const after = consumerPriceIndex.findIndex((point) => point.year >= year);
  const upper = consumerPriceIndex[after];
  const lower = consumerPriceIndex[after - 1];
  if (!upper || !lower) throw new Error('price index lookup failed');
  if (upper.year === year) return { value: upper.value };
  const t = (year - lower.year) / (upper.year - lower.year);
  return {
    value: lower.value * (upper.value / lower.value) ** t,
    note: `${year} interpolated between ${lower.year} and ${upper.year}`,
  };
}

/** Multiplier that moves a price from `fromYear` dollars to `toYear` dollars (US CPI-U). */
export function priceIndexFactor(fromYear: number, toYear: number): { factor: number; notes: string[] } {
  const from = indexAt(fromYear);
  const to = indexAt(toYear);
  return { factor: to.value / from.value, notes: [from.note, to.note].filter((n): n is string => !!n) };
}

export const priceIndexSourceIds: CostSourceId[] = [...new Set(consumerPriceIndex.map((p) => p.sourceId))];

export interface RegionFactor {
  factor: number;
  description: string;
  sourceIds: CostSourceId[];
  assumptions: string[];
}

const newYorkParity = (stateRegionalPriceParity2023.NY ?? 100) / 100;

export function regionFactor(region: CostRegion): RegionFactor {
  const country = region.country.toUpperCase();
  if (country === 'US') {
    let state = 'state' in region ? region.state.toUpperCase() : undefined;
    const sourceIds: CostSourceId[] = [];
    const assumptions: string[] = [];
    if ('zip3' in region) {
      const prefix = Number(region.zip3);
      state = stateZipRanges.find(
        ([, min, max]) => Math.floor(min / 100) <= prefix && prefix <= Math.floor(max / 100),
      )?.[0];
      sourceIds.push(zipRangesSourceId);
      assumptions.push(
        state
          ? `ZIP-3 ${region.zip3} is taken to be in ${state} (state ZIP ranges).`
          : `ZIP-3 ${region.zip3} matches no state's ZIP range: the national average is used.`,
      );
    }
    const parity = state ? stateRegionalPriceParity2023[state] : undefined;
    if (state && parity === undefined) {
      assumptions.push(`No price parity for "${state}": the national average is used.`);
    }
    if (parity === undefined) {
      if (!state && !('zip3' in region))
        assumptions.push('No state given: national-average prices are used.');
      return { factor: 1, description: 'United States (national average)', sourceIds, assumptions };
    }
    sourceIds.push(stateFactorSourceId);
    assumptions.push(
      `Prices are national averages scaled by ${state}'s 2023 regional price parity (${parity}, U.S. = 100).`,
    );
    return { factor: parity / 100, description: state as string, sourceIds, assumptions };
  }
  const entry = countryFactors[country];
  if (!entry) {
    return {
      factor: 1,
      description: `${country} (no sourced factor)`,
      sourceIds: [],
      assumptions: [
        `No published cost factor for country ${country}: US national-average prices are shown in US dollars.`,
      ],
    };
  }
  const factor = (entry.cityCostPerM2 / entry.newYorkCostPerM2) * newYorkParity;
  return {
    factor,
    description: entry.name,
    sourceIds: [...entry.sourceIds, stateFactorSourceId],
    assumptions: [
      `${entry.name}: US averages scaled by ${entry.city}'s building cost per m² relative to New York in the ` +
        `${entry.surveyYear} Turner & Townsend survey (${factor.toFixed(2)}), in US dollars at that year's ` +
        `exchange rates; ${entry.city} stands in for the whole country.`,
    ],
  };
}
