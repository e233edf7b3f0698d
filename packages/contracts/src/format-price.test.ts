import { describe, expect, it } from 'vitest';
import { formatPrice } from './billing';

describe('formatPrice', () => {
  it('writes prices as the pricing page shows them', () => {
    expect(formatPrice(499)).toBe('$4.99');
    expect(formatPrice(900)).toBe('$9');
    expect(formatPrice(9900)).toBe('$99');
    expect(formatPrice(120000)).toBe('$1,200');
    expect(formatPrice(123456789)).toBe('$1,234,567.89');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(0)).toBe('$0');
  });

  it('rounds an unrounded per-design price to whole cents, as the number formatter does', () => {
    const cases = [49.9, 33.333, 1999 / 7, 0.5, 100.5, 1234.4999, 99.995];
    for (const cents of cases) {
      const expected = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      expect(formatPrice(cents), String(cents)).toBe(expected);
    }
  });
});
