import { describe, expect, it } from 'vitest';
import type { RoomAnalysis } from '../../engine';
import { diffDesign, estimateFloorArea, suggestScope, toCostRoomType } from './photo-scope.models';

const regions = (overrides: Partial<RoomAnalysis['regions']> = {}): RoomAnalysis['regions'] => ({
  wall: { share: 0.4, hex: '#d8d2c8' },
  floor: { share: 0.15, hex: '#8b6b4a' },
  ceiling: { share: 0.1, hex: '#f4f4f2' },
  ...overrides,
});
const geometry = (floorShare: number, horizonY = 0.5) => ({
  width: 1024,
  height: 768,
  regions: regions({ floor: { share: floorShare, hex: '#8b6b4a' } }),
  lines: { horizonY } as RoomAnalysis['lines'],
});
const object = (objectName: string, confidence = 0.8): RoomAnalysis['objects'][number] => ({
  objectName,
  category: 'furniture',
  confidence,
  box: { x: 0.1, y: 0.5, width: 0.2, height: 0.2 },
});

describe('photo -> scope', () => {
  it('maps studio room types to the estimator room types', () => {
    expect(toCostRoomType('kitchen')).toBe('kitchen');
    expect(toCostRoomType('master-bathroom')).toBe('bathroom');
    expect(toCostRoomType('living-room')).toBe('living-room');
    expect(toCostRoomType('garage')).toBeNull();
  });

  it('measures more floor when more of the photo is floor, with a range around it', () => {
    const small = estimateFloorArea({ analysis: geometry(0.08), roomType: 'living-room' });
    const large = estimateFloorArea({ analysis: geometry(0.2), roomType: 'living-room' });
    expect(small.method).toBe('photo-geometry');
    expect(large.value).toBeGreaterThan(small.value);
    expect(large.low).toBeLessThan(large.value);
    expect(large.high).toBeGreaterThan(large.value);
  });

  it('falls back to the sourced room-type default when too little floor shows', () => {
    const area = estimateFloorArea({ analysis: geometry(0.01), roomType: 'bedroom' });
    expect(area).toMatchObject({ method: 'room-type-default', value: 11.1 });
  });

  it('finds what a design changes: repainted walls, a re-laid floor, an added sofa', () => {
    const original = { regions: regions(), objects: [object('chair')] };
    const design = {
      regions: regions({ wall: { share: 0.4, hex: '#9caf88' }, floor: { share: 0.15, hex: '#c9b18f' } }),
      objects: [object('chair'), object('couch')],
    };
    const changes = diffDesign({ original, design });
    expect(changes.map((c) => `${c.surface}:${c.change}`)).toEqual([
      'wall:repainted',
      'floor:relaid',
      'couch:added',
    ]);
    const { suggestedScope } = suggestScope({ roomType: 'living-room', analysis: design, changes });
    const on = suggestedScope.filter((s) => s.included).map((s) => s.item.kind);
    expect(on).toEqual(['paint-walls', 'flooring', 'furniture']);
  });

  it('suggests replacing the fixtures a plain kitchen photo shows; unpriced objects are named', () => {
    const analysis = {
      regions: regions({ cabinet: { share: 0.2, hex: '#ffffff' } }),
      objects: [object('refrigerator'), object('sink'), object('chair')],
    };
    const { suggestedScope, unpriced } = suggestScope({ roomType: 'kitchen', analysis, changes: null });
    const on = suggestedScope.filter((s) => s.included).map((s) => s.item);
    expect(on).toEqual(
      expect.arrayContaining([
        { kind: 'appliance', appliance: 'refrigerator', quantity: 1 },
        { kind: 'plumbing-fixture', fixture: 'kitchen-sink', quantity: 1 },
        { kind: 'cabinets', action: 'reface' },
      ]),
    );
    expect(unpriced).toEqual(['chair']);
  });
});
