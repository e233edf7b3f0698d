import type { CostSourceId } from './sources';

/**
 * US CPI-U, all items, U.S. city average, 1967=100, for the years whose figure we read in a published
 * notice. Years in between are interpolated geometrically; years outside are held at the nearest end
 * (both said in the estimate's assumptions).
 */
export const consumerPriceIndex: ReadonlyArray<{ year: number; value: number; sourceId: CostSourceId }> = [
  { year: 2001, value: 530.4, sourceId: 'fr-cpi-2014' },
  { year: 2004, value: 565.8, sourceId: 'fr-cpi-2004' },
  // The notice gives 2022 as 145.167 on a 2006=100 base.
  { year: 2006, value: 876.664 / 1.45167, sourceId: 'fr-cpi-2022' },
  { year: 2014, value: 709.156, sourceId: 'fr-cpi-2014' },
  { year: 2017, value: 734.269, sourceId: 'fr-cpi-2017' },
  { year: 2020, value: 775.284, sourceId: 'fr-cpi-2020' },
  { year: 2022, value: 876.664, sourceId: 'fr-cpi-2022' },
  // Second-half average: the full-year 2024 average was not on the page we read.
  { year: 2024, value: 944.298, sourceId: 'bls-cpi-2024h2' },
];
