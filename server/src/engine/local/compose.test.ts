import { describe, expect, it } from 'vitest';
import { isEngineError } from '../engine-errors';
import { decodeForOutput } from '../image/raster';
import { photos, readRoomPhoto, saveSample } from '../test-support/fixtures';
import { composeLocally, stageLocally } from './compose';

describe('compose and stage (local)', () => {
  it('places items to perspective scale: the same lamp is taller nearer the camera', async () => {
    const result = await composeLocally({
      image: readRoomPhoto(photos.brightWindows),
      items: [
        { itemId: 'floor-lamp', x: 0.6, y: 0.7 },
        { itemId: 'floor-lamp', x: 0.85, y: 0.95 },
      ],
    });
    await saveSample('compose-lamps.png', result.image);
    expect(result.kind).toBe('layout-preview');
    expect(result.notes[0]).toMatch(/Layout preview/);
    const [far, near] = [...result.placements].sort(
      (p, q) => p.box.y + p.box.height - (q.box.y + q.box.height),
    );
    expect(near!.box.height).toBeGreaterThan(far!.box.height * 1.3);
    expect(result.structureScore).toBeGreaterThanOrEqual(0.95);
  });

  it('changes the photo only where furniture, shadows and the label are drawn', async () => {
    const photo = readRoomPhoto(photos.brightWindows);
    const result = await composeLocally({ image: photo, items: [{ itemId: 'armchair', x: 0.5, y: 0.8 }] });
    const before = await decodeForOutput(photo, 'auto');
    const after = await decodeForOutput(result.image, 'auto');
    const box = result.placements[0]!.box;
    let changedFar = 0;
    for (let y = 0; y < before.height; y++) {
      for (let x = 0; x < before.width; x++) {
        const nx = x / before.width;
        const ny = y / before.height;
        if (ny < box.y - 0.1 && (nx < box.x - 0.1 || nx > box.x + box.width + 0.1)) {
          const i = (y * before.width + x) * 3;
          if (Math.abs(before.data[i]! - after.data[i]!) > 2) changedFar++;
        }
      }
    }
    expect(changedFar).toBe(0);
  });

  it('rejects unknown catalogue items', async () => {
    const error = await composeLocally({
      image: readRoomPhoto(photos.brightWindows),
      items: [{ itemId: 'hot-tub', x: 0.5, y: 0.8 }],
    }).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe('engine.invalid_input');
  });

  it('stages a nearly empty room with a living-room set and says it is a layout preview', async () => {
    const result = await stageLocally({
      image: readRoomPhoto(photos.derelict),
      roomType: 'living-room',
      designStyle: 'scandinavian',
    });
    await saveSample('stage-derelict.png', result.image);
    expect(result.placements.map((p) => p.itemId)).toEqual(
      expect.arrayContaining(['modern-sofa', 'coffee-table', 'area-rug']),
    );
    expect(result.kind).toBe('layout-preview');
    expect(result.structureScore).toBeGreaterThanOrEqual(0.95);
  });
});
