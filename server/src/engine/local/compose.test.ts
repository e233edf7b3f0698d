import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../engine-errors';
import { decodeForOutput } from '../image/raster';
import { photos, readRoomPhoto, saveSample } from '../test-support/fixtures';
import { findFurnitureItem } from '@roomcraft/contracts/catalogue/index';
import { composeLocally, stageLocally } from './compose';
import { brightestSide, drawPieces, floorAt, lightFrom, type Camera } from './furniture-3d';
import { styleColours } from './furniture-catalogue';
import { perceiveRoom } from './perceive';
import { sceneClasses } from './scene-parser';

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

  it("turns an item by the request's rotation: a sofa turned 90° shows its side and is narrower on screen", async () => {
    const photo = readRoomPhoto(photos.brightWindows);
    const compose = (rotation: number) =>
      composeLocally({ image: photo, items: [{ itemId: 'modern-sofa', x: 0.5, y: 0.85, rotation }] });
    const [straight, turned, half] = await Promise.all([compose(0), compose(90), compose(-45)]);
    await saveSample('compose-rot-0.png', straight.image);
    await saveSample('compose-rot-90.png', turned.image);
    await saveSample('compose-rot-minus45.png', half.image);
    const a = straight.placements[0]!.box;
    const b = turned.placements[0]!.box;
    // Front on, a 2 m sofa is much wider than tall; turned, its ~0.9 m depth faces the camera.
    expect(a.width / a.height).toBeGreaterThan((b.width / b.height) * 1.4);
    expect(b.width).toBeLessThan(a.width * 0.75);
    // The turn is about the piece's own middle: it stays where it was put, standing on the floor, its
    // long side now reaching towards the camera (lower on screen), its top no higher than before.
    expect(Math.abs(a.y + a.height - 0.85)).toBeLessThan(0.05);
    expect(Math.abs(a.x + a.width / 2 - (b.x + b.width / 2))).toBeLessThan(0.03);
    expect(b.y + b.height).toBeGreaterThan(a.y + a.height);
    expect(b.y).toBeGreaterThan(a.y - 0.03);
    // The pixels inside the item differ, not only its outline.
    const one = await decodeForOutput(straight.image, 'auto');
    const two = await decodeForOutput(turned.image, 'auto');
    const x0 = Math.floor(Math.min(a.x, b.x) * one.width);
    const x1 = Math.ceil(Math.max(a.x + a.width, b.x + b.width) * one.width);
    const y0 = Math.floor(Math.min(a.y, b.y) * one.height);
    const y1 = Math.ceil(Math.max(a.y + a.height, b.y + b.height) * one.height);
    let sum = 0;
    let count = 0;
    for (let y = y0; y < Math.min(one.height, y1); y++) {
      for (let x = x0; x < Math.min(one.width, x1); x++) {
        const i = (y * one.width + x) * 3;
        for (let c = 0; c < 3; c++) sum += Math.abs(one.data[i + c]! - two.data[i + c]!);
        count += 3;
      }
    }
    expect(sum / count).toBeGreaterThan(10);
  });

  it('lights the pieces from the brighter side of the room: their shadow falls away from it', () => {
    const camera: Camera = { width: 1000, height: 750, horizon: 330, focal: 800, eye: 1.4, yaw: 0 };
    const armchair = findFurnitureItem('armchair')!;
    const at = floorAt(camera, 500, 600);
    const colours = styleColours('modern', 0.5);
    // A photo with a bright window on its right.
    const photo = { width: 300, height: 200, data: new Uint8Array(300 * 200 * 3).fill(90) };
    for (let y = 0; y < 100; y++) photo.data.fill(240, (y * 300 + 220) * 3, (y * 300 + 300) * 3);
    const side = brightestSide(photo);
    expect(side).toBeGreaterThan(0.5);
    const shadowCentre = (light: ReturnType<typeof lightFrom>) => {
      const [drawn] = drawPieces(camera, [{ item: armchair, at, turn: 0, scale: 1 }], colours, light);
      // The first polygon is the wide cast shadow.
      const points = drawn!.svg.match(/<polygon points="([^"]+)"/)![1]!.split(' ');
      return points.reduce((sum, p) => sum + Number(p.split(',')[0]), 0) / points.length;
    };
    const footprintCentre = 500;
    expect(shadowCentre(lightFrom(side))).toBeLessThan(footprintCentre - 2);
    expect(shadowCentre(lightFrom(-side))).toBeGreaterThan(footprintCentre + 2);
  });

  it('draws a potted plant in one piece: its leaves rest on the pot, no gap of floor between them', async () => {
    const camera: Camera = { width: 400, height: 600, horizon: 200, focal: 400, eye: 1.4, yaw: 0 };
    const plant = findFurnitureItem('potted-plant')!;
    const [drawn] = drawPieces(
      camera,
      [{ item: plant, at: floorAt(camera, 200, 520), turn: 0, scale: 1 }],
      styleColours('modern', 0.5),
    );
    // Without its contact shadow: only the plant's own pixels, on white.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600">${drawn!.svg.replace(/<polygon[^>]*filter="url\(#blur\d+\)"\/>/g, '')}</svg>`;
    const { data } = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#fff' } })
      .composite([{ input: Buffer.from(svg) }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Down the plant's middle (the pot's axis), where the stem should be.
    const rows: boolean[] = [];
    for (let y = 0; y < 600; y++) {
      let any = false;
      for (let x = 197; x <= 203 && !any; x++) {
        const i = (y * 400 + x) * 3;
        any = data[i]! + data[i + 1]! + data[i + 2]! < 750;
      }
      rows.push(any);
    }
    const top = rows.indexOf(true);
    const bottom = rows.lastIndexOf(true);
    expect(bottom - top).toBeGreaterThan(60);
    // From the middle of the crown to the foot of the pot, every row has some of the plant in it there
    // (the crown itself is open between its leaves).
    expect(rows.slice(Math.round(top + (bottom - top) * 0.4), bottom + 1).every(Boolean)).toBe(true);
  });

  it("projects a turned footprint: its screen outline swaps the sofa's long and short sides", () => {
    const camera: Camera = { width: 1000, height: 750, horizon: 330, focal: 800, eye: 1.4, yaw: 0 };
    const sofa = findFurnitureItem('modern-sofa')!;
    const at = floorAt(camera, 500, 600);
    const colours = styleColours('modern', 0.5);
    const extent = (turnDegrees: number) => {
      const [drawn] = drawPieces(
        camera,
        [{ item: sofa, at, turn: (turnDegrees * Math.PI) / 180, scale: 1 }],
        colours,
      );
      const xs = drawn!.footprint.map((p) => p[0]);
      const ys = drawn!.footprint.map((p) => p[1]);
      return { width: Math.max(...xs) - Math.min(...xs), depth: Math.max(...ys) - Math.min(...ys) };
    };
    const front = extent(0);
    const side = extent(90);
    const back = extent(180);
    // Width across the screen follows the side that faces the camera: ~2 m front on, ~0.9 m turned.
    const ratio = sofa.widthCm / sofa.depthCm;
    expect(front.width / side.width).toBeGreaterThan(ratio * 0.7);
    expect(front.width / side.width).toBeLessThan(ratio * 1.25);
    // Turned, the long side recedes, so the outline is deeper on screen.
    expect(side.depth).toBeGreaterThan(front.depth * 1.5);
    // A half turn has the same footprint as none.
    expect(back.width).toBeCloseTo(front.width, 3);
    expect(back.depth).toBeCloseTo(front.depth, 3);
  });

  it("tones the pieces to the room's light: in the same room photographed darker, they are darker too", async () => {
    const bright = readRoomPhoto(photos.brightWindows);
    const dark = new Uint8Array(await sharp(bright).modulate({ brightness: 0.45 }).jpeg().toBuffer());
    const items = [
      { itemId: 'armchair', x: 0.3, y: 0.9 },
      { itemId: 'side-table', x: 0.7, y: 0.9 },
    ];
    const pieceLuminance = async (photo: Uint8Array) => {
      const result = await composeLocally({ image: photo, items });
      const before = await decodeForOutput(photo, 'auto');
      const after = await decodeForOutput(result.image, 'auto');
      let sum = 0;
      let n = 0;
      for (const p of result.placements) {
        const x0 = Math.round(p.box.x * after.width);
        const y0 = Math.round(p.box.y * after.height);
        const x1 = Math.round((p.box.x + p.box.width) * after.width);
        const y1 = Math.round((p.box.y + p.box.height) * after.height);
        for (let y = y0; y < y1; y++)
          for (let x = x0; x < x1; x++) {
            const i = (y * after.width + x) * 3;
            const changed =
              Math.abs(after.data[i]! - before.data[i]!) +
                Math.abs(after.data[i + 1]! - before.data[i + 1]!) >
              30;
            if (!changed) continue;
            sum += (after.data[i]! + after.data[i + 1]! + after.data[i + 2]!) / 3;
            n++;
          }
      }
      expect(n).toBeGreaterThan(500);
      return sum / n;
    };
    const ratio = (await pieceLuminance(dark)) / (await pieceLuminance(bright));
    // The photo is 0.45 as bright: the pieces follow most of the way (0.74 with only a global darkening).
    expect(ratio).toBeLessThan(0.7);
  });

  it('rejects unknown catalogue items', async () => {
    const error = await composeLocally({
      image: readRoomPhoto(photos.brightWindows),
      items: [{ itemId: 'hot-tub', x: 0.5, y: 0.8 }],
    }).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe('engine.invalid_input');
  });

  it('stages the free floor of a room with an old bed in it', async () => {
    const result = await stageLocally({
      image: readRoomPhoto(photos.derelict),
      roomType: 'living-room',
      designStyle: 'scandinavian',
    });
    await saveSample('stage-derelict.png', result.image);
    const ids = result.placements.map((p) => p.itemId);
    expect(ids).toEqual(expect.arrayContaining(['area-rug']));
    expect(ids.some((id) => id === 'armchair' || id === 'modern-sofa')).toBe(true);
    // Pieces stand beside the old bed, not on it: what is named as left out is not in the picture.
    const left = result.notes.find((n) => n.startsWith('There was no free floor for')) ?? '';
    for (const p of result.placements) expect(left).not.toContain(p.name.toLowerCase());
    expect(result.kind).toBe('layout-preview');
    expect(result.structureScore).toBeGreaterThanOrEqual(0.95);
  });

  it('adds no second bed to a bedroom that has one (one of each main piece), and says so', async () => {
    const result = await stageLocally({
      image: readRoomPhoto(photos.derelict),
      roomType: 'bedroom',
      designStyle: 'scandinavian',
    });
    await saveSample('stage-derelict-bedroom.png', result.image);
    const ids = result.placements.map((p) => p.itemId);
    expect(ids).not.toContain('double-bed');
    expect(ids).not.toContain('nightstand');
    expect(result.notes).toContain('The room already has a bed, so no second one was added.');
  });

  it('stages a furnished room only on its free floor: new pieces do not cover the furniture already there', async () => {
    const photo = readRoomPhoto(photos.furnished);
    const result = await stageLocally({ image: photo, roomType: 'living-room', designStyle: 'modern' });
    await saveSample('stage-furnished.png', result.image);
    const before = await decodeForOutput(photo, 'auto');
    const after = await decodeForOutput(result.image, 'auto');
    // The furniture in the photo, as the parser labels it (sofa, table, chair...), at full size.
    const { scene } = await perceiveRoom(before);
    const furniture = new Set<number>([
      sceneClasses.sofa,
      sceneClasses.table,
      sceneClasses.chair,
      sceneClasses.armchair,
      sceneClasses.bed,
      sceneClasses.cabinet,
    ]);
    let staged = 0;
    let onFurniture = 0;
    let furniturePixels = 0;
    for (let y = 0; y < before.height; y++) {
      for (let x = 0; x < before.width; x++) {
        const label =
          scene.labels[
            Math.floor((y / before.height) * scene.side) * scene.side +
              Math.floor((x / before.width) * scene.side)
          ]!;
        const existing = furniture.has(label);
        if (existing) furniturePixels++;
        const i = (y * before.width + x) * 3;
        let diff = 0;
        for (let c = 0; c < 3; c++) diff += Math.abs(before.data[i + c]! - after.data[i + c]!);
        // Drawn furniture, not its faint shadow; the disclosure label is bottom left.
        if (diff < 60 || (y > before.height - 80 && x < 320)) continue;
        staged++;
        if (existing) onFurniture++;
      }
    }
    expect(furniturePixels).toBeGreaterThan(before.width * before.height * 0.05);
    // Something was staged, and almost none of it on the sofa or the table.
    expect(staged).toBeGreaterThan(before.width * before.height * 0.003);
    expect(onFurniture / furniturePixels).toBeLessThan(0.03);
    // The text says only what the picture shows: which pieces were left out for want of floor.
    const added = new Set(result.placements.map((p) => p.name.toLowerCase()));
    const left = result.notes.find((n) => n.startsWith('There was no free floor for'));
    expect(left).toBeDefined();
    for (const name of added) expect(left).not.toContain(name);
    // The room has a sofa: no second one is tried, so none is named as left out either.
    expect(left).not.toMatch(/modern sofa/);
    expect(added.has('modern sofa')).toBe(false);
    expect(result.notes).toContain('The room already has a sofa, so no second one was added.');
  });

  it('gives the pieces a material texture: neighbouring pixels on a sofa differ, not flat fills', async () => {
    const photo = readRoomPhoto(photos.brightWindows);
    const result = await composeLocally({ image: photo, items: [{ itemId: 'modern-sofa', x: 0.5, y: 0.9 }] });
    const before = await decodeForOutput(photo, 'auto');
    const after = await decodeForOutput(result.image, 'auto');
    const { width } = after;
    const box = result.placements[0]!.box;
    let steps = 0;
    let pairs = 0;
    const changed = (i: number) =>
      Math.abs(before.data[i]! - after.data[i]!) + Math.abs(before.data[i + 1]! - after.data[i + 1]!) > 40;
    for (let y = Math.ceil(box.y * after.height); y < (box.y + box.height) * after.height - 1; y++) {
      for (let x = Math.ceil(box.x * width); x < (box.x + box.width) * width - 2; x++) {
        const i = (y * width + x) * 3;
        // Pairs of drawn pixels inside one face (no edge between them: edges are steps too).
        if (!changed(i) || !changed(i + 3)) continue;
        const step = Math.abs(after.data[i + 1]! - after.data[i + 4]!);
        if (step > 12) continue;
        steps += step;
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(2000);
    // Flat or smoothly graded faces step by well under one level between neighbours.
    expect(steps / pairs).toBeGreaterThan(1.5);
  });
});
