import { describe, expect, it } from 'vitest';
import type { CostEstimate } from '@roomcraft/contracts/cost-estimation';
import { composeItemTiers, dollarsToCents, fitBudget, moveEntry, tierSwaps } from './budget-planning.models';

const lines = [
  { id: '1', description: 'Cabinets', cents: 500_000 },
  { id: '2', description: 'Flooring', cents: 300_000 },
  { id: '3', description: 'Paint', cents: 100_000 },
];

describe('fitBudget', () => {
  it('funds lines in order while the running total is within the budget', () => {
    const fit = fitBudget(lines, 850_000);
    expect(fit.lines.map((line) => [line.id, line.fit, line.cumulativeCents])).toEqual([
      ['1', 'fits', 500_000],
      ['2', 'fits', 800_000],
      ['3', 'over', 900_000],
    ]);
    expect(fit).toMatchObject({
      totalCents: 900_000,
      overCents: 50_000,
      remainingCents: 0,
      fitsCount: 2,
      fundedCents: 800_000,
    });
  });

  it('keeps every line after the first over line over, even a cheaper one that would fit alone', () => {
    const fit = fitBudget(lines, 700_000);
    expect(fit.lines.map((line) => line.fit)).toEqual(['fits', 'over', 'over']);
    expect(fit.fundedCents).toBe(500_000);
  });

  it('answers the remaining amount when everything fits, a total equal to the budget included', () => {
    expect(fitBudget(lines, 1_000_000)).toMatchObject({
      remainingCents: 100_000,
      overCents: 0,
      fitsCount: 3,
    });
    expect(fitBudget(lines, 900_000)).toMatchObject({ remainingCents: 0, overCents: 0, fitsCount: 3 });
  });

  it('follows the priority order: the same lines reordered fit differently', () => {
    const reordered = moveEntry(moveEntry(lines, 2, -1), 1, -1); // Paint first
    expect(reordered.map((line) => line.id)).toEqual(['3', '1', '2']);
    expect(fitBudget(reordered, 700_000).lines.map((line) => line.fit)).toEqual(['fits', 'fits', 'over']);
  });

  it('handles no lines and a zero budget', () => {
    expect(fitBudget([], 100)).toMatchObject({ totalCents: 0, remainingCents: 100, fitsCount: 0 });
    expect(fitBudget(lines, 0)).toMatchObject({ fitsCount: 0, overCents: 900_000, fundedCents: 0 });
  });
});

describe('tierSwaps', () => {
  it('says what each tier costs compared with the current one and whether the budget covers it', () => {
    const swaps = tierSwaps(
      { budget: 600_000, 'mid-range': 900_000, luxury: 1_500_000 },
      'mid-range',
      800_000,
    );
    expect(swaps).toEqual([
      { tier: 'budget', totalCents: 600_000, deltaCents: -300_000, withinBudget: true },
      { tier: 'mid-range', totalCents: 900_000, deltaCents: 0, withinBudget: false },
      { tier: 'luxury', totalCents: 1_500_000, deltaCents: 600_000, withinBudget: false },
    ]);
  });

  it('leaves out tiers not priced yet', () => {
    expect(tierSwaps({ luxury: 10 }, 'budget', 5)).toEqual([
      { tier: 'luxury', totalCents: 10, deltaCents: 0, withinBudget: false },
    ]);
  });
});

describe('moveEntry and dollarsToCents', () => {
  it('moves one place and ignores moves past the ends', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveEntry(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('reads dollars with separators; rejects empty and negative input', () => {
    expect(dollarsToCents('$25,000')).toBe(2_500_000);
    expect(dollarsToCents('1234.5')).toBe(123_450);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
  });
});

/** A preview as the estimator builds it: two items, permits at `permitRate` of the work, markup on both. */
function preview(a: number, b: number, permitRate: number, markupRate: number, furniture = 0): CostEstimate {
  const line = (id: string, kind: string, dollars: number) => ({
    id,
    kind,
    description: id,
    quantity: 1,
    unit: 'each',
    unitCostCents: { low: dollars * 80, typical: dollars * 100, high: dollars * 120 },
    totalCents: { low: dollars * 80, typical: dollars * 100, high: dollars * 120 },
    materialCents: null,
    labourCents: null,
    sourceIds: ['s'],
  });
  const building = a + b;
  const permits = building * permitRate;
  const markup = (building + permits) * markupRate;
  const lineItems = [
    line('1-a', 'flooring', a),
    line('2-b', 'cabinets', b),
    ...(furniture ? [line('3-sofa', 'furniture', furniture)] : []),
    line('4-permits', 'permits', permits),
    line('5-general-contractor', 'general-contractor', markup),
  ];
  const total = lineItems.reduce((sum, l) => sum + l.totalCents.typical, 0);
  return {
    currency: 'USD',
    roomType: 'kitchen',
    finishTier: 'mid-range',
    priceYear: 2025,
    floorAreaSqFt: 200,
    contractor: 'full-service-remodeler',
    regionFactor: 1,
    lineItems,
    totalCents: total,
    rangeCents: { low: total * 0.8, high: total * 1.2 },
    assumptions: [],
    sources: [],
  };
}

describe('composeItemTiers', () => {
  const mid = preview(1000, 2000, 0.02, 0.5, 400);
  const lux = preview(1500, 3000, 0.03, 0.6, 900);

  it('takes an item from its own tier and keeps the shares at the project rate of the new work', () => {
    const composed = composeItemTiers({ 'mid-range': mid, luxury: lux }, 'mid-range', [null, 'luxury', null]);
    const dollars = Object.fromEntries(composed!.lineItems.map((l) => [l.id, l.totalCents.typical / 100]));
    // Work 1000 + 3000 (+ sofa 400); permits 2 % of 4000; markup 50 % of 4080 (the project tier's rates).
    expect(dollars).toEqual({
      '1-a': 1000,
      '2-b': 3000,
      '3-sofa': 400,
      '4-permits': 80,
      '5-general-contractor': 2040,
    });
    expect(composed!.totalCents).toBe((1000 + 3000 + 400 + 80 + 2040) * 100);
    expect(composed!.rangeCents.low).toBeLessThan(composed!.totalCents);
    expect(composed!.rangeCents.high).toBeGreaterThan(composed!.totalCents);
  });

  it('equals the project preview when no item has its own tier, and waits for a tier not priced yet', () => {
    const same = composeItemTiers({ 'mid-range': mid }, 'mid-range', [null, null, null]);
    expect(same!.totalCents).toBe(mid.totalCents);
    expect(composeItemTiers({ 'mid-range': mid }, 'mid-range', ['luxury', null, null])).toBeNull();
  });
});
