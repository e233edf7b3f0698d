import { describe, expect, it } from 'vitest';
import { dollarsToCents, fitBudget, moveEntry, tierSwaps } from './budget-planning.models';

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
