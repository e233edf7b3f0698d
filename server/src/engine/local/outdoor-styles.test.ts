import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outdoorPalettes } from '@roomcraft/contracts/catalogue/index';
import { describe, expect, it } from 'vitest';
import { hexToLab, imageToLab } from '../image/color';
import { decodeForOutput } from '../image/raster';
import { fixturesDir, photos, readRoomPhoto, saveSample } from '../test-support/fixtures';
import { ideateLocally } from './ideate';
import { perceiveRoom } from './perceive';
import { renderIdeaLocally } from './render';
import { sceneClasses } from './scene-parser';

const mediterranean = outdoorPalettes.mediterranean;

describe('outdoor styles (exteriors and gardens)', () => {
  it('give an exterior idea its style’s facade, door, trim, roof and lawn, and list trim and planting to add', () => {
    const { ideas } = ideateLocally({
      roomType: 'garden',
      designStyle: 'mediterranean',
      creativity: 3,
      numberOfIdeas: 3,
      seed: 5,
      exterior: true,
    });
    for (const idea of ideas) {
      expect(idea.style).toBe('Mediterranean');
      const role = (r: string) => idea.colorPalette.find((c) => c.role === r);
      expect(mediterranean.facade.map((c) => c.hex)).toContain(role('walls')?.hex);
      expect(role('door')).toMatchObject(mediterranean.door);
      expect(role('trim')).toMatchObject(mediterranean.trim);
      expect(role('roof')).toMatchObject(mediterranean.roof);
      expect(role('lawn')).toMatchObject(mediterranean.lawn);
      expect(idea.description).toContain(
        `To add (not shown in the image): trim in ${mediterranean.trim.name.toLowerCase()}; planting: ${mediterranean.planting}.`,
      );
    }
    // The facade paint differs between ideas.
    expect(new Set(ideas.map((idea) => idea.colorPalette[0]!.hex)).size).toBe(3);
    // A fourth idea takes a paint of the style that no other idea has (the outdoor palette holds three).
    for (const creativity of [2, 4] as const) {
      const four = ideateLocally({
        roomType: 'garden',
        designStyle: 'mediterranean',
        creativity,
        numberOfIdeas: 4,
        seed: 5,
        exterior: true,
      }).ideas.map((idea) => idea.colorPalette.find((c) => c.role === 'walls')!);
      expect(new Set(four.map((c) => c.hex)).size).toBe(4);
      expect(new Set(four.map((c) => c.name)).size).toBe(4);
    }
    // Indoors nothing of this: no door, lawn or roof swatches.
    const indoor = ideateLocally({
      roomType: 'living-room',
      designStyle: 'mediterranean',
      creativity: 3,
      numberOfIdeas: 1,
    });
    expect(indoor.ideas[0]!.colorPalette.map((c) => c.role)).not.toEqual(expect.arrayContaining(['door']));
  });

  it('render the lawn and the roof in the style’s own colours and leave the sky alone', async () => {
    const photo = new Uint8Array(
      readFileSync(path.join(fixturesDir, 'exteriors', 'exterior_brick-suburban-house-garage_unsplash.jpg')),
    );
    const { ideas } = ideateLocally({
      roomType: 'garden',
      designStyle: 'mediterranean',
      creativity: 4,
      numberOfIdeas: 1,
      seed: 5,
      exterior: true,
    });
    const result = await renderIdeaLocally({ image: photo, idea: ideas[0]!, roomLocation: 'exterior' });
    await saveSample('outdoor-mediterranean-c4.png', result.image);
    const lawn = result.changes?.find((c) => c.surface === 'lawn');
    const roof = result.changes?.find((c) => c.surface === 'roof');
    expect(lawn?.colour).toMatchObject(mediterranean.lawn);
    expect(roof?.colour).toMatchObject(mediterranean.roof);

    const before = await decodeForOutput(photo, 'auto');
    const perception = await perceiveRoom(before, { exterior: true, masks: true });
    const b = imageToLab(before);
    const a = imageToLab(await decodeForOutput(result.image, 'auto'));
    const { side, labels } = perception.scene;
    const pixelsOf = (label: number) => {
      const out: number[] = [];
      for (let y = 0; y < before.height; y += 3)
        for (let x = 0; x < before.width; x += 3) {
          const k = Math.floor((y / before.height) * side) * side + Math.floor((x / before.width) * side);
          if (labels[k] === label) out.push(y * before.width + x);
        }
      return out;
    };
    const mean = (pixels: number[], f: (i: number) => number) =>
      pixels.reduce((sum, i) => sum + f(i), 0) / Math.max(1, pixels.length);
    const sky = pixelsOf(sceneClasses.sky);
    expect(sky.length).toBeGreaterThan(1000);
    const moved = (i: number) => Math.hypot(a.L[i]! - b.L[i]!, a.a[i]! - b.a[i]!, a.b[i]! - b.b[i]!);
    expect(mean(sky, moved)).toBeLessThan(1.5);
    // The lawn moved toward the style's lawn colour.
    const grass = pixelsOf(sceneClasses.grass);
    const target = hexToLab(mediterranean.lawn.hex);
    // (In hue and chroma: a recolour keeps the lawn's own light and shade.)
    const from = (lab: typeof a) => (i: number) => Math.hypot(lab.a[i]! - target[1]!, lab.b[i]! - target[2]!);
    expect(mean(grass, from(a))).toBeLessThan(mean(grass, from(b)) - 5);
  }, 60_000);

  it('repaints the house and leaves the neighbour’s house beside the garden as it is', async () => {
    const bytes = readRoomPhoto(photos.outdoor);
    const { ideas } = ideateLocally({
      roomType: 'garden',
      designStyle: 'scandinavian',
      creativity: 2,
      numberOfIdeas: 1,
      seed: 3,
      exterior: true,
    });
    const result = await renderIdeaLocally({ image: bytes, idea: ideas[0]!, roomLocation: 'exterior' });
    const before = await decodeForOutput(bytes, 'auto');
    const b = imageToLab(before);
    const a = imageToLab(await decodeForOutput(result.image, 'auto'));
    const { width, height } = before;
    // Share of a box (fractions of the photo) whose pixels moved visibly.
    const movedIn = (x0: number, x1: number, y0: number, y1: number) => {
      let all = 0;
      let moved = 0;
      for (let y = Math.round(y0 * height); y < y1 * height; y++)
        for (let x = Math.round(x0 * width); x < x1 * width; x++) {
          const i = y * width + x;
          all++;
          if (Math.hypot(a.L[i]! - b.L[i]!, a.a[i]! - b.a[i]!, a.b[i]! - b.b[i]!) > 6) moved++;
        }
      return moved / all;
    };
    // The white weatherboard house at the left edge, past the palms, is the neighbour's.
    expect(movedIn(0.01, 0.11, 0.55, 0.62)).toBeLessThan(0.05);
    // The house behind the pool takes the new facade colour.
    expect(movedIn(0.3, 0.45, 0.36, 0.45)).toBeGreaterThan(0.4);
  }, 60_000);
});
