import type { FloorPlanModel } from '@roomcraft/contracts/floor-plans';
import { describe, expect, it } from 'vitest';
import { designFloorPlanIdeas, furnishRoom, roomTypeForName } from './floor-plan-ideas.models';

const colours = { textile: '#aaaaaa', wood: '#886644', metal: '#333333', plant: '#447744' };
const rect = (x: number, y: number, w: number, d: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + d },
  { x, y: y + d },
];

function footprint(item: { x: number; y: number; widthM: number; depthM: number; rotation: number }) {
  const quarter = Math.round(item.rotation / (Math.PI / 2)) % 2 !== 0;
  const w = quarter ? item.depthM : item.widthM;
  const d = quarter ? item.widthM : item.depthM;
  return { minX: item.x - w / 2, maxX: item.x + w / 2, minY: item.y - d / 2, maxY: item.y + d / 2 };
}

describe('floor-plan room ideas', () => {
  it('takes the room type from the name on the plan, else from its size', () => {
    expect(roomTypeForName('Eat-in Kitchen', 30)).toBe('kitchen');
    expect(roomTypeForName('1/2 Bath', 5)).toBe('bathroom');
    expect(roomTypeForName('Master Bedroom', 14)).toBe('bedroom');
    expect(roomTypeForName('Formal Living', 50)).toBe('living-room');
    expect(roomTypeForName(null, 25)).toBe('living-room');
    expect(roomTypeForName(null, 3)).toBe('hallway');
  });

  it('furnishes a bedroom at true size, inside the room, without overlaps, clear of the door', () => {
    const door = { x: 0.5, y: 4 };
    const items = furnishRoom({ polygon: rect(0, 0, 4, 4), roomType: 'bedroom', doors: [door], colours });
    expect(items.map((item) => item.itemId)).toEqual(expect.arrayContaining(['double-bed', 'nightstand']));
    const bed = items.find((item) => item.itemId === 'double-bed')!;
    expect([bed.widthM, bed.depthM]).toEqual([1.6, 2.1]);
    const boxes = items.map(footprint);
    for (const box of boxes) {
      expect(box.minX).toBeGreaterThanOrEqual(0);
      expect(box.minY).toBeGreaterThanOrEqual(0);
      expect(box.maxX).toBeLessThanOrEqual(4);
      expect(box.maxY).toBeLessThanOrEqual(4);
      expect(
        door.x > box.minX - 0.9 &&
          door.x < box.maxX + 0.9 &&
          door.y > box.minY - 0.9 &&
          door.y < box.maxY + 0.9,
      ).toBe(false);
    }
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        expect(a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY).toBe(false);
      }
  });

  it('leaves a room too small for any item empty', () => {
    expect(
      furnishRoom({ polygon: rect(0, 0, 0.4, 0.4), roomType: 'living-room', doors: [], colours }),
    ).toEqual([]);
  });

  it('makes one idea per room in the chosen style, tile in wet rooms, in metres even for a pixel model', () => {
    const model: FloorPlanModel = {
      units: 'px',
      pixelsPerMetre: null,
      imageWidth: 1000,
      imageHeight: 600,
      walls: [{ id: 'w1', start: { x: 0, y: 0 }, end: { x: 1000, y: 0 }, thickness: 10, height: 135 }],
      openings: [],
      rooms: [
        {
          id: 'r1',
          polygon: rect(0, 0, 100, 100),
          area: 10_000,
          centroid: { x: 50, y: 50 },
          name: 'Bedroom',
        },
        { id: 'r2', polygon: rect(100, 0, 60, 60), area: 3600, centroid: { x: 130, y: 30 }, name: 'Bath' },
      ],
      assumptions: [],
    };
    const ideas = designFloorPlanIdeas({ model, styleId: 'japanese' });
    expect(ideas.map((idea) => [idea.roomId, idea.design.roomType, idea.design.styleId])).toEqual([
      ['r1', 'bedroom', 'japanese'],
      ['r2', 'bathroom', 'japanese'],
    ]);
    expect(ideas[1]!.design.floorMaterial.name).toMatch(/Tile$/);
    // 10 px walls are 0.2 m: the 100 px bedroom is 2 m wide, so a 1.6 m bed fits only turned or not at all.
    for (const item of ideas[0]!.design.furniture) {
      const box = footprint(item);
      expect(box.maxX).toBeLessThanOrEqual(2);
      expect(box.maxY).toBeLessThanOrEqual(2);
    }
    expect(designFloorPlanIdeas({ model, styleId: 'japanese' })).toEqual(ideas);
  });
});
