import { describe, expect, it } from 'vitest';
import type { FloorPlanModel } from '../design-engine.port';
import { assignLabels, findDimensions, roomName } from './floor-plan-labels';
import {
  agreeOnScale,
  parseArea,
  parseDimensions,
  pixelsPerMetreFromLength,
  scaleByKnownWall,
  squareFeet,
} from './floor-plan-scale';

/** Two rooms 200 x 150 px and 100 x 150 px side by side (at 50 px/m: 4 x 3 m and 2 x 3 m). */
const rect = (x: number, w: number) => [
  { x, y: 0 },
  { x: x + w, y: 0 },
  { x: x + w, y: 150 },
  { x, y: 150 },
];
const twoRooms = [{ polygon: rect(0, 200) }, { polygon: rect(220, 100) }];

/** A line of text read at `x`, level with the rooms' middle. */
const line = (text: string, x: number) => ({
  text,
  confidence: 90,
  box: { x, y: 70, width: 40, height: 12 },
});

describe('dimension strings', () => {
  it.each([
    ['3.60 m', [3.6]],
    ['3,60', [3.6]],
    ['3600', [3.6]],
    ['3.60 x 4.20 m', [3.6, 4.2]],
    ['3600 x 4200', [3.6, 4.2]],
    [`12'6" x 10'0"`, [3.81, 3.048]],
    [`12’ 6” × 10’`, [3.81, 3.048]],
    [`41'10"`, [12.751]],
    [`12'-6"`, [3.81]],
    [`12' - 6" x 10'-0"`, [3.81, 3.048]],
    ['3,4 x 4,2 m', [3.4, 4.2]],
    ['3.40m', [3.4]],
  ])('reads %s', (text, metres) => {
    const values = parseDimensions(text);
    expect(values).not.toBeNull();
    values!.forEach((v, i) => expect(v).toBeCloseTo(metres[i]!, 2));
  });

  it.each(['Kitchen', 'BRH 87.50', '16 Stg', `12'14"`, '3 x 4 x 5', '42'])('rejects %s', (text) => {
    expect(parseDimensions(text)).toBeNull();
  });
});

describe('scale agreement', () => {
  it('takes the median of estimates that agree and drops a misread one', () => {
    const { pixelsPerMetre, scale } = agreeOnScale([50.2, 49.8, 50.5, 50, 81]);
    expect(pixelsPerMetre).toBeCloseTo(50.1, 1);
    expect(scale).toMatchObject({ source: 'dimensions', agreeing: 4 });
    expect(scale.samples).toHaveLength(5);
    expect(scale.spread).toBeLessThan(0.01);
  });

  it('does not trust a single estimate', () => {
    expect(agreeOnScale([50]).pixelsPerMetre).toBeNull();
    expect(agreeOnScale([]).scale.source).toBe('none');
  });
});

describe('scale from one known wall', () => {
  const model: FloorPlanModel = {
    units: 'px',
    pixelsPerMetre: null,
    imageWidth: 400,
    imageHeight: 300,
    walls: [
      { id: 'w1', start: { x: 0, y: 0 }, end: { x: 300, y: 0 }, thickness: 10, height: 135 },
      { id: 'w2', start: { x: 0, y: 0 }, end: { x: 0, y: 200 }, thickness: 10, height: 135 },
    ],
    openings: [{ kind: 'door', wallId: 'w1', center: { x: 150, y: 0 }, width: 45 }],
    rooms: [{ id: 'r1', polygon: [], centroid: { x: 150, y: 100 }, area: 60000, name: 'Kitchen' }],
    assumptions: ['No scale given: lengths and areas are in pixels.'],
  };

  it('turns a pixel model into metres from the length the user typed', () => {
    expect(pixelsPerMetreFromLength({ x: 0, y: 0 }, { x: 300, y: 0 }, 6)).toBe(50);
    const scaled = scaleByKnownWall(model, 'w1', 6);
    expect(scaled.units).toBe('m');
    expect(scaled.pixelsPerMetre).toBe(50);
    expect(scaled.scale?.source).toBe('user');
    expect(scaled.walls[1]!.end).toEqual({ x: 0, y: 4 });
    expect(scaled.walls[0]!.height).toBe(2.7);
    expect(scaled.openings[0]!.width).toBe(0.9);
    expect(scaled.rooms[0]!.area).toBe(24);
    expect(scaled.assumptions).toEqual([]);
    // A second correction replaces the first.
    expect(scaleByKnownWall(scaled, 'w2', 8).rooms[0]!.area).toBe(96);
  });

  it('refuses an unknown wall or a length that is not positive', () => {
    expect(() => scaleByKnownWall(model, 'w9', 3)).toThrow(RangeError);
    expect(() => scaleByKnownWall(model, 'w1', 0)).toThrow(RangeError);
  });

  it('gives areas in square feet too', () => {
    expect(squareFeet(10)).toBeCloseTo(107.64, 2);
  });
});

describe('room names', () => {
  it.each([
    ['Eat-in Kitchen', 'Eat-in Kitchen'],
    ['" Laundry’', 'Laundry'],
    ['1/2 Bath', '1/2 Bath'],
    ['Bedroom 2', 'Bedroom 2'],
    ['1} - - Pantry. #', 'Pantry'],
    // As estate agents letter them.
    ['KITCHEN/DINER', 'KITCHEN/DINER'],
    ['Living/Dining Room', 'Living/Dining Room'],
    ['Study/Bedroom 4', 'Study/Bedroom 4'],
    ['EN-SUITE', 'EN-SUITE'],
    ['W.C.', 'WC'],
    ['Pantry re', 'Pantry'],
  ])('reads %s as %s', (text, name) => {
    expect(roomName(text, 90)).toBe(name);
  });

  it('ignores text that names no room, and doubtful key letters', () => {
    expect(roomName('BRH 87.50', 90)).toBeNull();
    expect(roomName('A', 50)).toBeNull();
    expect(roomName('A', 92)).toBe('A');
  });
});

describe('sizes written in both units', () => {
  it.each([
    [`3.45m (11'4") x 2.80m (9'2")`, [3.45, 2.8]],
    [`14'2" x 11'10" (4.32m x 3.61m)`, [4.318, 3.607]],
    [`Kitchen 3.45m x 2.80m (11'4" x 9'2")`, [3.45, 2.8]],
  ])('reads %s', (text, metres) => {
    const values = findDimensions(text);
    expect(values).not.toBeNull();
    values!.forEach((v, i) => expect(v).toBeCloseTo(metres[i]!, 2));
  });

  it('names and measures a room from one line giving both', () => {
    // Two rooms 200 x 150 px and 100 x 150 px at 50 px/m.
    const read = assignLabels(
      [line('Kitchen 4.00 x 3.00', 80), line(`BEDROOM 2 2.00m (6'7") x 3.00m (9'10")`, 250)],
      twoRooms,
      null,
    );
    expect(read.names).toEqual(['Kitchen', 'BEDROOM 2']);
    expect(read.sizes).toEqual([
      { width: 4, depth: 3 },
      { width: 2, depth: 3 },
    ]);
    expect(agreeOnScale(read.samples).pixelsPerMetre).toBeCloseTo(50.3, 0);
  });
});

describe('areas written in rooms', () => {
  it.each([
    ['12.5 m²', 12.5],
    ['12,5 m2', 12.5],
    ['Kitchen 9.80 m²', 9.8],
    ['14 sqm', 14],
    ['135 sq ft', 135 * 0.3048 * 0.3048],
    ['135 ft²', 135 * 0.3048 * 0.3048],
  ])('reads %s as %f m²', (text, area) => {
    expect(parseArea(text)).toBeCloseTo(area, 3);
  });

  it('reads no area from lengths, names or level marks', () => {
    for (const text of ['3.60 x 4.20', 'Kitchen', 'BRH 87.50', '12 m', '2 min'])
      expect(parseArea(text)).toBeNull();
  });

  it('gives the plan its scale from the areas written in two rooms', () => {
    // Two rooms 200 x 150 px and 100 x 150 px at 50 px/m: 12 m² and 6 m².
    const read = assignLabels([line('12 m²', 80), line('6.0 m2', 250)], twoRooms, null);
    const { pixelsPerMetre, scale } = agreeOnScale(read.samples);
    expect(scale.source).toBe('dimensions');
    expect(pixelsPerMetre).toBeCloseTo(50, 1);
    expect(read.labels.map((l) => l.kind)).toEqual(['dimension', 'dimension']);
  });
});
