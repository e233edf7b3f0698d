import { describe, expect, it } from 'vitest';
import { createDesignEngine } from '../../../engine';
import { roomPhoto } from '../studio.test-support';
import { listForDecluttering } from './clutter-list';

const box = (y: number, height = 0.05) => ({ x: 0.4, y, width: 0.05, height });

describe('the decluttering list', () => {
  it('does not pre-tick the pendant lamp of the furnished room, nor call it a vase', async () => {
    const engine = createDesignEngine();
    const { objects } = await engine.identifyObjects({
      image: new Uint8Array(roomPhoto('living-room_furnished_pxhere-cc0.jpg')),
    });
    // The detector reads the lamp hanging at the top of the photo as a vase (about 37 %).
    const lamp = objects.find((o) => o.box.y < 0.3 && o.box.y + o.box.height < 0.4);
    expect(lamp?.objectName).toBe('vase');
    const listed = listForDecluttering(objects);
    const listedLamp = listed.find((o) => o.box === lamp!.box)!;
    expect(listedLamp.isClutter).toBe(false);
    expect(listedLamp.objectName).toBe('decor item');
    expect(listed.filter((o) => o.isClutter)).toEqual([]);
  });

  it('still pre-ticks the loose things on the cluttered room floor and table', async () => {
    const engine = createDesignEngine();
    const { objects } = await engine.identifyObjects({
      image: new Uint8Array(roomPhoto('living-room_cluttered_roomgpt.jpg')),
    });
    const ticked = listForDecluttering(objects).filter((o) => o.isClutter);
    expect(ticked.length).toBeGreaterThanOrEqual(2);
    expect(ticked.every((o) => o.category === 'clutter' && o.confidence >= 0.22)).toBe(true);
  });

  it('pre-ticks only sure, low-lying, small clutter; shows names only when the detector is sure', () => {
    const listed = listForDecluttering([
      { objectName: 'cup', category: 'clutter', confidence: 0.6, box: box(0.6) },
      { objectName: 'bottle', category: 'clutter', confidence: 0.21, box: box(0.6) },
      { objectName: 'cup', category: 'clutter', confidence: 0.3, box: box(0.1) },
      { objectName: 'vase', category: 'decor', confidence: 0.8, box: box(0.6) },
      { objectName: 'potted plant', category: 'decor', confidence: 0.3, box: box(0.6) },
      { objectName: 'couch', category: 'furniture', confidence: 0.9, box: box(0.5, 0.4) },
      {
        objectName: 'suitcase',
        category: 'clutter',
        confidence: 0.7,
        box: { x: 0, y: 0.5, width: 0.3, height: 0.3 },
      },
      { objectName: 'person', category: 'person', confidence: 0.9, box: box(0.5) },
    ]);
    expect(listed.map((o) => [o.objectName, o.isClutter])).toEqual([
      ['cup', true],
      ['couch', false],
      ['vase', false],
      ['suitcase', false],
      ['small object', false],
      ['decor item', false],
      ['small object', false],
    ]);
  });
});
