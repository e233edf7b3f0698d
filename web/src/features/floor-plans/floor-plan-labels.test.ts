import { describe, expect, it } from 'vitest';
import { visibleLabels } from './floor-plan-scene';

const box = (x: number, y: number) => ({ x, y, width: 80, height: 30 });

describe('room labels in the 3D view', () => {
  it('hides a label that would cover the label of a larger room, and keeps apart ones', () => {
    const boxes = [box(100, 100), box(130, 110), box(300, 100), box(100, 200)];
    const areas = [12, 40, 8, 20];
    // The 40 m² room wins over the 12 m² one it overlaps; the others stand apart.
    expect(visibleLabels(boxes, areas)).toEqual([false, true, true, true]);
  });

  it('never shows a label that is off screen or behind the camera', () => {
    expect(visibleLabels([null, box(10, 10)], [100, 1])).toEqual([false, true]);
  });

  it('keeps a small gap between shown labels', () => {
    // 82 px apart: 2 px of space between 80 px boxes, under the 4 px gap.
    expect(visibleLabels([box(0, 0), box(82, 0)], [2, 1])).toEqual([true, false]);
    expect(visibleLabels([box(0, 0), box(90, 0)], [2, 1])).toEqual([true, true]);
  });
});
