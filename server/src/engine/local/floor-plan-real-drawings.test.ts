import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { FloorPlanModel } from '../design-engine.port';
import { decodeImage } from '../image/raster';
import { readFloorPlan, saveSample } from '../test-support/fixtures';
import { extractFloorPlan } from './floor-plan';
import { closePlanReader } from './floor-plan-ocr';
import { renderFloorPlanOverlay } from './floor-plan-overlay';

afterAll(closePlanReader);

/** On the centre line of a wall of the test plans drawn here (x 100/400/700, y 100/500). */
const onWallLine = (p: { x: number; y: number }) =>
  [100, 400, 700].some((x) => Math.abs(p.x - x) < 12) || [100, 500].some((y) => Math.abs(p.y - y) < 12);

const count = (model: FloorPlanModel, kind: 'door' | 'window') =>
  model.openings.filter((o) => o.kind === kind).length;

/**
 * A house drawn the way CAD plans draw it (ADR 050): hatched walls whose hatching stops at each window
 * and door; a window is a frame with a glass bar down its middle and a "BRH" label beside it, a door is
 * a frame with a straight leaf (no swing arc) hinged at one jamb.
 */
async function cadPlan(): Promise<Uint8Array> {
  const t = 14;
  const inner = 8;
  const parts: string[] = [
    `<rect width="800" height="600" fill="#fff"/>`,
    `<defs><pattern id="h" patternUnits="userSpaceOnUse" width="5" height="5" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="5" stroke="#000" stroke-width="1.2"/></pattern></defs>`,
  ];
  // Walls: outer rectangle 100..700 x 100..500 (centre lines), one partition at x = 400.
  const wall = (x: number, y: number, w: number, h: number) =>
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#h)" stroke="#000" stroke-width="1.5"/>`,
    );
  wall(100 - t / 2, 100 - t / 2, 600 + t, t);
  wall(100 - t / 2, 500 - t / 2, 600 + t, t);
  wall(100 - t / 2, 100 + t / 2, t, 400 - t);
  wall(700 - t / 2, 100 + t / 2, t, 400 - t);
  wall(400 - inner / 2, 100 + t / 2, inner, 400 - t);
  // A frame over the wall (hatching left out): x0..x1 along a horizontal wall at y, or y0..y1 on a
  // vertical one at x.
  const frame = (horizontal: boolean, at: number, a: number, b: number, thick: number) => {
    const [x, y, w, h] = horizontal ? [a, at - thick / 2, b - a, thick] : [at - thick / 2, a, thick, b - a];
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff" stroke="#000" stroke-width="1.5"/>`,
    );
  };
  const window = (horizontal: boolean, at: number, a: number, b: number, labelSide: number) => {
    frame(horizontal, at, a, b, t);
    const glass = horizontal
      ? `<line x1="${a}" y1="${at}" x2="${b}" y2="${at}" stroke="#000" stroke-width="3"/>`
      : `<line x1="${at}" y1="${a}" x2="${at}" y2="${b}" stroke="#000" stroke-width="3"/>`;
    parts.push(glass);
    const lx = horizontal ? (a + b) / 2 : at + labelSide * (t / 2 + 10);
    const ly = horizontal ? at + labelSide * (t / 2 + 12) : (a + b) / 2;
    parts.push(
      `<text x="${lx}" y="${ly}" font-family="DejaVu Sans" font-size="11" text-anchor="middle"${horizontal ? '' : ` transform="rotate(-90 ${lx} ${ly})"`}>BRH 87.50</text>`,
    );
  };
  window(true, 100, 170, 240, -1);
  window(true, 100, 520, 590, -1);
  window(true, 500, 200, 270, 1);
  window(false, 100, 260, 330, -1);
  window(false, 700, 230, 300, 1);
  // Doors: a frame with a leaf at 60 degrees from the hinge jamb, into the room.
  const door = (horizontal: boolean, at: number, a: number, b: number, thick: number, side: number) => {
    frame(horizontal, at, a, b, thick);
    const width = b - a;
    const angle = Math.PI / 3;
    const [hx, hy] = horizontal ? [a, at + side * (thick / 2)] : [at + side * (thick / 2), a];
    const [ex, ey] = horizontal
      ? [hx + width * Math.cos(angle), hy + side * width * Math.sin(angle)]
      : [hx + side * width * Math.sin(angle), hy + width * Math.cos(angle)];
    parts.push(`<line x1="${hx}" y1="${hy}" x2="${ex}" y2="${ey}" stroke="#000" stroke-width="2.5"/>`);
  };
  door(false, 400, 280, 330, inner, 1);
  door(true, 500, 500, 550, t, -1);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${parts.join('')}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
}

describe('floor plans drawn the way real drawings draw them', () => {
  it('finds framed windows and doors with straight leaves in hatched walls', async () => {
    const plan = await cadPlan();
    const model = await extractFloorPlan(await decodeImage(plan), { readText: false });
    await saveSample('floor-plan-cad-hatched.jpg', plan);
    await saveSample('floor-plan-cad-hatched.png', (await renderFloorPlanOverlay(plan, model)).image);
    expect(count(model, 'window')).toBe(5);
    expect(count(model, 'door')).toBe(2);
    expect(model.rooms).toHaveLength(2);
    // Each door swings into a room from the jamb its leaf is hinged on.
    const doors = model.openings.filter((o) => o.kind === 'door');
    expect(doors.every((o) => o.swing)).toBe(true);
    // The frames' jambs, the labels' letters and the leaves are not walls: every wall lies along the
    // outline (x 100/700, y 100/500) or the partition (x 400).
    for (const wall of model.walls)
      expect(onWallLine(wall.start) && onWallLine(wall.end), JSON.stringify(wall)).toBe(true);
  });

  it('finds the windows and doors of the modern CAD test plan', async () => {
    const model = await extractFloorPlan(
      await decodeImage(readFloorPlan('floorplan_modern-house_black-line_pd.jpg')),
      { readText: false },
    );
    // Counted by eye: about 20 windows (framed boxes with a glass bar, labelled "BRH 87.50") and about
    // 12 doors (framed, with straight leaves; one plain gap). Before ADR 050: 1 window and 1 door.
    expect(count(model, 'window')).toBeGreaterThanOrEqual(15);
    expect(count(model, 'window')).toBeLessThanOrEqual(22);
    expect(count(model, 'door')).toBeGreaterThanOrEqual(7);
    expect(count(model, 'door')).toBeLessThanOrEqual(13);
  });

  it('finds doors whose leaf touches the frame or whose frame starts at a corner (modern plan)', async () => {
    const model = await extractFloorPlan(
      await decodeImage(readFloorPlan('floorplan_modern-house_black-line_pd.jpg')),
      { readText: false },
    );
    // The kitchen door sits in the thin wall between the kitchen and the hall (about x 210-250, y 306
    // in pixels); its leaf's stroke meets the frame and once split it into two stretches too short to
    // count. The front door (about x 380-455, y 545), a leaf hinged inside a wide frame, stays a door.
    const doorNear = (x: number, y: number) =>
      model.openings.some(
        (o) => o.kind === 'door' && Math.abs(o.center.x - x) < 25 && Math.abs(o.center.y - y) < 10,
      );
    expect(doorNear(230, 306)).toBe(true);
    expect(doorNear(420, 545)).toBe(true);
    // The pantry door (x 175, y about 310-345) starts right where the hall wall crosses its own.
    expect(doorNear(175, 327)).toBe(true);
  });

  it('takes free-standing bookcases and a bath tub for furniture, not walls or rooms', async () => {
    const plan = await furnishedPlan();
    const model = await extractFloorPlan(await decodeImage(plan), { readText: false });
    await saveSample('floor-plan-furnished.png', (await renderFloorPlanOverlay(plan, model)).image);
    expect(model.rooms).toHaveLength(2);
    // Every wall lies along the outline (x 100/700, y 100/500) or the partition (x 400); the shelves
    // (x 460-640) and the tub (x 150-230) do not.
    for (const wall of model.walls)
      expect(onWallLine(wall.start) && onWallLine(wall.end), JSON.stringify(wall)).toBe(true);
  });

  it('leaves the bookcases of the 1885 library scan out of its walls', async () => {
    const model = await extractFloorPlan(
      await decodeImage(readFloorPlan('floorplan_library-1885_historic-scan_pd.jpg')),
      { readText: false },
    );
    // Reading room A (lower wing, walls at about x 230 and 600) holds two columns of six bookcases
    // between x 275 and 550, y 650 and 935 (pixels); before ADR 050 each became a wall with a "door".
    const shelf = (p: { x: number; y: number }) => p.x > 260 && p.x < 560 && p.y > 640 && p.y < 945;
    expect(model.walls.filter((w) => shelf(w.start) && shelf(w.end))).toEqual([]);
    expect(model.rooms.length).toBeGreaterThanOrEqual(7);
  });
});

/**
 * Two rooms in solid walls with a door between them; in one, three free-standing bookcases drawn as
 * bars as thick as a partition; in the other a bath tub drawn as a heavy closed outline.
 */
async function furnishedPlan(): Promise<Uint8Array> {
  const parts = [`<rect width="800" height="600" fill="#fff"/>`];
  const bar = (x: number, y: number, w: number, h: number) =>
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#111"/>`);
  bar(94, 94, 612, 12);
  bar(94, 494, 612, 12);
  bar(94, 94, 12, 412);
  bar(694, 94, 12, 412);
  bar(395, 94, 10, 200);
  bar(395, 354, 10, 152);
  // The door: hinged at (400, 354), its leaf open along y = 354, its swing up to the other jamb.
  parts.push(`<line x1="400" y1="354" x2="460" y2="354" stroke="#111" stroke-width="2"/>`);
  parts.push(`<path d="M460 354 A60 60 0 0 0 400 294" fill="none" stroke="#111" stroke-width="1.5"/>`);
  for (const y of [200, 280, 360]) bar(470, y, 170, 10);
  parts.push(
    `<rect x="150" y="300" width="80" height="150" rx="6" fill="none" stroke="#111" stroke-width="6"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${parts.join('')}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}
