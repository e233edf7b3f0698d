import { costSourceSchema } from '@roomcraft/contracts';
import { describe, expect, it } from 'vitest';
import { consumerPriceIndex } from './price-index';
import { countryFactors, stateFactorSourceId, stateRegionalPriceParity2023, zipRangesSourceId } from './regions';
import { majorKitchenRemodel, remodelScopes, upscaleRemodelScopes } from './remodel-scopes';
import { geometry, roomDefaults } from './room-defaults';
import { costSources, describeSource, type CostSourceId } from './sources';
import { unitCosts, type UnitCost } from './unit-costs';

const known = (id: string) => Object.hasOwn(costSources, id);

describe('cost data provenance', () => {
  it('names a complete source (title, publisher, year, address, where on the page) for every source', () => {
    for (const id of Object.keys(costSources) as CostSourceId[]) {
      const source = describeSource(id);
      expect(() => costSourceSchema.parse(source), id).not.toThrow();
      expect(source.note.length, id).toBeGreaterThan(20);
    }
  });

  it('ties every unit cost to a known source and a price year, with ordered positive figures', () => {
    for (const [key, unitCost] of Object.entries(unitCosts) as [string, UnitCost][]) {
      expect(known(unitCost.sourceId), key).toBe(true);
      expect(unitCost.priceYear, key).toBeGreaterThanOrEqual(2000);
      const ranges = unitCost.tiers ? Object.values(unitCost.tiers) : unitCost.range ? [unitCost.range] : [];
      expect(ranges.length, key).toBeGreaterThan(0);
      for (const range of ranges) {
        expect(range.low, key).toBeGreaterThan(0);
        expect(range.low, key).toBeLessThanOrEqual(range.high);
      }
    }
  });

  it('ties regional factors, the price index and room defaults to known sources', () => {
    expect(known(stateFactorSourceId)).toBe(true);
    expect(known(zipRangesSourceId)).toBe(true);
    expect(Object.keys(stateRegionalPriceParity2023)).toHaveLength(51);
    for (const factor of Object.values(countryFactors)) {
      for (const id of factor.sourceIds) expect(known(id), factor.name).toBe(true);
    }
    for (const point of consumerPriceIndex) expect(known(point.sourceId), String(point.year)).toBe(true);
    for (const room of Object.values(roomDefaults)) expect(known(room.sourceId)).toBe(true);
    for (const scope of [
      ...Object.values(remodelScopes),
      ...Object.values(upscaleRemodelScopes),
      majorKitchenRemodel,
    ]) {
      expect(known(scope.sourceId), scope.what).toBe(true);
    }
    for (const id of [geometry.sourceId, geometry.kitchenCabinetSourceId, geometry.kitchenCountertopSourceId]) {
      expect(known(id)).toBe(true);
    }
  });

  it('keeps the price index rising with the years', () => {
    const values = consumerPriceIndex.map((point) => point.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});
