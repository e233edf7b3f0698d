import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DesignIdea } from '../design-engine.port';
import { hexToLab, imageToLab, writeLabAsRgb, type LabImage } from '../image/color';
import { decodeForOutput, type RgbImage } from '../image/raster';
import { fixturesDir, photos, readRoomPhoto } from '../test-support/fixtures';
import { perceiveRoom, type Perception } from './perceive';
import { applyRestyle, planRestyle, type RestyleStep } from './restyle';
import {
  buildSceneMasks,
  busyLabel,
  cutAtCeilingLine,
  fillSoftHoles,
  parserSizedImage,
  roofLabel,
} from './scene-masks';
import { sceneClasses } from './scene-parser';

async function look(bytes: Uint8Array, exterior = false) {
  const image = await decodeForOutput(bytes, 'auto');
  const perception = await perceiveRoom(image, { exterior, masks: true });
  return { image, perception, lab: imageToLab(image) };
}

/** Applies only some of an idea's steps to a copy of the photo. */
function draw(perception: Perception, lab: LabImage, steps: RestyleStep[]): LabImage {
  const out = { ...lab, L: new Float32Array(lab.L), a: new Float32Array(lab.a), b: new Float32Array(lab.b) };
  applyRestyle(steps, perception, lab, out, 1, 1);
  return out;
}

/** Full-size pixels (every other one) whose fused label, 2 label cells in from its edge, is one of `ids`. */
function labelled(perception: Perception, ids: number[], width: number, height: number): number[] {
  const { side, labels } = perception.scene;
  const set = new Set(ids);
  const at = (x: number, y: number) =>
    labels[Math.min(side - 1, Math.max(0, y)) * side + Math.min(side - 1, Math.max(0, x))]!;
  const out: number[] = [];
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const lx = Math.floor((x / width) * side);
      const ly = Math.floor((y / height) * side);
      if ([-2, 0, 2].every((dy) => [-2, 0, 2].every((dx) => set.has(at(lx + dx, ly + dy)))))
        out.push(y * width + x);
    }
  }
  return out;
}

const moved = (p: LabImage, q: LabImage, i: number) =>
  Math.hypot(p.L[i]! - q.L[i]!, p.a[i]! - q.a[i]!, p.b[i]! - q.b[i]!) > 6;

/** Share of the pixels in a box (fractions of the image) that the drawing moved. */
function movedShare(
  image: { width: number; height: number },
  before: LabImage,
  after: LabImage,
  box: { x0: number; x1: number; y0: number; y1: number },
): number {
  const { width, height } = image;
  let inside = 0;
  let painted = 0;
  for (let y = Math.round(height * box.y0); y < height * box.y1; y++) {
    for (let x = Math.round(width * box.x0); x < width * box.x1; x++) {
      inside++;
      if (moved(before, after, y * width + x)) painted++;
    }
  }
  return painted / inside;
}

const idea = (
  creativity: 2 | 4,
  walls: string,
  floor: string,
): Pick<DesignIdea, 'colorPalette' | 'creativity'> => ({
  creativity,
  colorPalette: [
    { role: 'walls', name: 'Sage', hex: walls },
    { role: 'floor', name: floor, hex: '#C8A27A' },
    { role: 'textile', name: 'Oatmeal', hex: '#D9CDB8' },
    { role: 'accent', name: 'Forest Green', hex: '#3F5B47' },
  ],
});

describe('scene masks on real photos: whole planes, nothing else', () => {
  it('paints the apartment walls to the ceiling line and the window, never over them', async () => {
    const { image, perception, lab } = await look(readRoomPhoto(photos.apartment));
    const { labels, side } = perception.scene;
    // Wall above ceiling is impossible: no column has a wall label above a ceiling label.
    let inverted = 0;
    for (let x = 0; x < side; x++) {
      let sawWall = false;
      for (let y = 0; y < side; y++) {
        const l = labels[y * side + x];
        if (l === sceneClasses.wall) sawWall = true;
        else if (l === sceneClasses.ceiling && sawWall) inverted++;
      }
    }
    expect(inverted).toBe(0);
    const steps = planRestyle(idea(4, '#9CAF88', 'Oak'), perception).filter((s) => s.surface === 'wall');
    const after = draw(perception, lab, steps);
    const { width, height } = image;
    for (const cls of ['ceiling', 'windowpane', 'painting'] as const) {
      const kept = labelled(perception, [sceneClasses[cls]], width, height);
      const spilt = kept.filter((i) => moved(lab, after, i)).length / Math.max(1, kept.length);
      expect(spilt, `${cls} pixels painted`).toBeLessThanOrEqual(0.01);
    }
    const walls = labelled(perception, [sceneClasses.wall], width, height);
    expect(walls.filter((i) => moved(lab, after, i)).length / walls.length).toBeGreaterThanOrEqual(0.95);
  }, 60_000);

  it('keeps the rug the parser called floor on top of a new floor, and the pot standing on it', async () => {
    const { image, perception, lab } = await look(readRoomPhoto(photos.plants));
    const rug = labelled(perception, [sceneClasses.rug], image.width, image.height);
    expect(rug.length / ((image.width * image.height) / 4)).toBeGreaterThan(0.05);
    const steps = planRestyle(idea(4, '#9CAF88', 'Oak'), perception).filter((s) => s.kind === 'floor');
    expect(steps).toHaveLength(1);
    const after = draw(perception, lab, steps);
    const floor = labelled(perception, [sceneClasses.floor], image.width, image.height);
    expect(floor.filter((i) => moved(lab, after, i)).length / floor.length).toBeGreaterThan(0.5);
    expect(rug.filter((i) => moved(lab, after, i)).length / rug.length).toBeLessThanOrEqual(0.01);
    // The potted plant on the floor: its box's dark pixels are not re-laid (no smudge of new floor).
    const pot = perception.objects.find(
      (o) => o.objectName === 'potted plant' && o.box.y + o.box.height > 0.85,
    );
    if (pot) {
      let dark = 0;
      let changed = 0;
      for (
        let y = Math.ceil(pot.box.y * image.height);
        y < (pot.box.y + pot.box.height) * image.height;
        y++
      ) {
        for (let x = Math.ceil(pot.box.x * image.width); x < (pot.box.x + pot.box.width) * image.width; x++) {
          const i = y * image.width + x;
          if (lab.L[i]! > 25) continue;
          dark++;
          if (moved(lab, after, i)) changed++;
        }
      }
      expect(changed / Math.max(1, dark)).toBeLessThanOrEqual(0.05);
    }
  }, 60_000);

  it('gives a house its own roof tone, distinct from the facade paint', async () => {
    const bytes = new Uint8Array(
      readFileSync(path.join(fixturesDir, 'exteriors', 'exterior_brick-suburban-house-garage_unsplash.jpg')),
    );
    const { image, perception, lab } = await look(bytes, true);
    expect(perception.exterior).toBe(true);
    expect(perception.scene.share.roof).toBeGreaterThan(0.02);
    for (const walls of ['#2F3E5C', '#3A3D42', '#F2EFE6']) {
      const steps = planRestyle(idea(4, walls, 'Oak'), perception);
      const facade = steps.find((s) => s.surface === 'facade')!;
      const roof = steps.find((s) => s.surface === 'roof')!;
      expect(roof.colour.hex).not.toBe(facade.colour.hex);
      const [fL, fa, fb] = hexToLab(facade.colour.hex);
      const [rL, ra, rb] = hexToLab(roof.colour.hex);
      expect(Math.hypot(fL - rL, fa - ra, fb - rb)).toBeGreaterThan(25);
    }
    const steps = planRestyle(idea(4, '#2F3E5C', 'Oak'), perception);
    const after = draw(perception, lab, steps);
    const roofTone = hexToLab(steps.find((s) => s.surface === 'roof')!.colour.hex);
    const paint = hexToLab('#2F3E5C');
    const roofPixels = labelled(perception, [roofLabel], image.width, image.height);
    const nearer = roofPixels.filter((i) => {
      const toRoof = Math.hypot(after.a[i]! - roofTone[1], after.b[i]! - roofTone[2]);
      const toFacade = Math.hypot(after.a[i]! - paint[1], after.b[i]! - paint[2]);
      return toRoof < toFacade;
    });
    expect(nearer.length / roofPixels.length).toBeGreaterThan(0.8);
  }, 60_000);

  it('keeps a wooden soffit as it is when the white facade round it is painted', async () => {
    const bytes = new Uint8Array(
      readFileSync(path.join(fixturesDir, 'exteriors', 'exterior_modern-house-pool-deck_unsplash.jpg')),
    );
    const { image, perception, lab } = await look(bytes, true);
    const steps = planRestyle(idea(4, '#2F3E5C', 'Oak'), perception).filter((s) => s.surface === 'facade');
    expect(steps).toHaveLength(1);
    expect(perception.scene.share.facade).toBeGreaterThan(0.3);
    const after = draw(perception, lab, steps);
    // The middle of the upper soffit, the cedar boards under the top floor's overhang.
    expect(movedShare(image, lab, after, { x0: 0.25, x1: 0.55, y0: 0.15, y1: 0.2 })).toBeLessThan(0.05);
  }, 60_000);
});

describe('one plain surface the parser splits between two classes', () => {
  it("paints a kitchen's tall unit, half 'wall' and half 'cabinet' to the parser, whole or not at all", async () => {
    const { image, perception, lab } = await look(readRoomPhoto(photos.apartment));
    const steps = planRestyle(idea(4, '#9CAF88', 'Oak'), perception).filter((s) => s.surface === 'wall');
    const after = draw(perception, lab, steps);
    // The flat grey panel between the wall units and the doorway, its edges left out.
    const share = movedShare(image, lab, after, { x0: 0.215, x1: 0.285, y0: 0.23, y1: 0.56 });
    expect(share < 0.05 || share > 0.95, `${Math.round(share * 100)} % of the panel painted`).toBe(true);
  }, 60_000);
});

describe('wall and ceiling meet on a clean line', () => {
  it('cuts a ragged wall top (the parser and colour growth disagreeing) back to the straight corner', () => {
    const width = 400;
    const height = 300;
    // The corner runs from (0, 60) to (400, 110); the ceiling above is a little lighter than the wall.
    const corner = (x: number) => 60 + (x * 50) / width;
    const L = new Float32Array(width * height);
    const wall = new Float32Array(width * height);
    const ceiling = new Float32Array(width * height);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let jag = 0;
    for (let x = 0; x < width; x++) {
      // Steps of up to 25 px, 10 to 40 columns wide: the staircase seen on white ceilings.
      if (x % 24 === 0) jag = Math.round((random() - 0.5) * 50);
      for (let y = 0; y < height; y++) {
        const i = y * width + x;
        L[i] = y < corner(x) ? 92 : 84 - y * 0.02;
        const raggedWall = y >= corner(x) + jag;
        wall[i] = raggedWall ? 1 : 0;
        ceiling[i] = raggedWall ? 0 : 1;
      }
    }
    const spilt = () => {
      let wrong = 0;
      let ceilingPixels = 0;
      for (let x = 0; x < width; x++)
        for (let y = 0; y < corner(x) - 1.5; y++) {
          ceilingPixels++;
          if (wall[y * width + x]! > 0.5) wrong++;
        }
      return wrong / ceilingPixels;
    };
    expect(spilt()).toBeGreaterThan(0.03);
    cutAtCeilingLine(wall, ceiling, width, height, L);
    // Paint on at most 0.5 % of the ceiling, and the wall's top on the corner (within 2 px) in 95 % of
    // the columns, with no step between neighbouring columns larger than the corner's own slope.
    expect(spilt()).toBeLessThan(0.005);
    let onLine = 0;
    let previous = -1;
    let worstStep = 0;
    for (let x = 0; x < width; x++) {
      let y = 0;
      while (y < height && wall[y * width + x]! <= 0.5) y++;
      if (Math.abs(y - corner(x)) <= 2) onLine++;
      if (previous >= 0) worstStep = Math.max(worstStep, Math.abs(y - previous));
      previous = y;
    }
    expect(onLine / width).toBeGreaterThan(0.95);
    expect(worstStep).toBeLessThanOrEqual(2);
  });

  it('closes the strip of old colour left where the corner shades softly, and leaves a lampshade across it', () => {
    const width = 400;
    const height = 300;
    const corner = (x: number) => 80 + x * 0.05;
    // The pale shade hangs across the corner; the ceiling's paint grew into it.
    const inShade = (x: number, y: number) => x >= 180 && x < 240 && y > corner(x) - 20 && y < corner(x) + 10;
    const L = new Float32Array(width * height);
    const wall = new Float32Array(width * height);
    const ceiling = new Float32Array(width * height);
    for (let x = 0; x < width; x++)
      for (let y = 0; y < height; y++) {
        const i = y * width + x;
        const d = y - corner(x);
        // Ceiling and wall shade softly into one another with a faint step at the corner: each mask's
        // growth stopped 5 px short of it.
        L[i] = inShade(x, y) ? 95 : 70 - 8 * Math.max(-1, Math.min(1, d / 12)) - 2 * Math.sign(d);
        if (inShade(x, y) || d < -5) ceiling[i] = 1;
        else if (d > 5) wall[i] = 1;
      }
    const parsedAs = (i: number) => {
      const x = i % width;
      return (i - x) / width < corner(x) ? ('ceiling' as const) : ('wall' as const);
    };
    const strip = () => {
      let open = 0;
      let wrong = 0;
      let all = 0;
      for (let x = 0; x < width; x++)
        for (let y = Math.ceil(corner(x) - 5); y <= corner(x) + 5; y++) {
          const i = y * width + x;
          if (inShade(x, y) || Math.abs(y - corner(x)) < 1.5) continue;
          all++;
          if (wall[i]! + ceiling[i]! < 0.5) open++;
          else if ((y > corner(x) ? wall[i]! : ceiling[i]!) < 0.5) wrong++;
        }
      return { open: open / all, wrong: wrong / all };
    };
    expect(strip().open).toBeGreaterThan(0.95);
    cutAtCeilingLine(wall, ceiling, width, height, L, parsedAs);
    // Every pixel of the strip painted, on its own side of the corner but for a pixel's rounding.
    const after = strip();
    expect(after.open).toBe(0);
    expect(after.wrong).toBeLessThan(0.02);
    let shadeRepainted = 0;
    for (let i = 0; i < L.length; i++) if (L[i] === 95 && (ceiling[i]! < 1 || wall[i]! > 0)) shadeRepainted++;
    expect(shadeRepainted).toBe(0);
  });
});

describe('a busy object the parser calls wall is protected as a whole', () => {
  const side = 512;
  const floorFrom = 440;
  /** A plain wall (lit from the left) over a floor; `busy` says where the wall has fine stripes. */
  function room(busy: (x: number, y: number) => boolean): RgbImage {
    const data = new Uint8Array(side * side * 3);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const o = (y * side + x) * 3;
        const light = y >= floorFrom ? -90 : -Math.round((x / side) * 25);
        // Stripes 3 px wide a little lighter and darker than the wall: the same hue and the same mean,
        // so no colour check tells them from it (a pale canvas, cream tiles, blinds).
        const stripe = busy(x, y) && y < floorFrom ? (Math.floor(x / 3) % 2 === 0 ? 22 : -22) : 0;
        data[o] = 205 + light + stripe;
        data[o + 1] = 198 + light + stripe;
        data[o + 2] = 180 + light + stripe;
      }
    }
    return { width: side, height: side, data };
  }
  async function wallMask(image: RgbImage) {
    // What the parser says of such a photo: wall above, floor below, nothing on the wall.
    const labels = new Uint8Array(side * side);
    for (let i = 0; i < labels.length; i++)
      labels[i] = Math.floor(i / side) >= floorFrom ? sceneClasses.floor : sceneClasses.wall;
    const small = await parserSizedImage(image, side);
    return buildSceneMasks({ side, labels }, image, small, []).mask('wall').data;
  }
  const meanIn = (mask: Float32Array, x0: number, y0: number, x1: number, y1: number) => {
    let sum = 0;
    let k = 0;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        sum += mask[y * side + x]!;
        k++;
      }
    return sum / k;
  };

  it('leaves a striped picture on a plain wall unpainted, and paints the wall right up to it', async () => {
    const poster = { x0: 180, y0: 100, x1: 300, y1: 300 };
    const mask = await wallMask(
      room((x, y) => x >= poster.x0 && x < poster.x1 && y >= poster.y0 && y < poster.y1),
    );
    // The picture is kept (not painted in blotches where its stripes come close to the wall's colour).
    expect(meanIn(mask, poster.x0 + 4, poster.y0 + 4, poster.x1 - 4, poster.y1 - 4)).toBeLessThan(0.05);
    // The wall round it is painted: away from it, and in a ring 4 to 12 px round it (no halo).
    expect(meanIn(mask, 20, 20, 160, 420)).toBeGreaterThan(0.97);
    expect(meanIn(mask, poster.x1 + 4, poster.y0, poster.x1 + 12, poster.y1)).toBeGreaterThan(0.9);
    expect(meanIn(mask, poster.x0, poster.y1 + 4, poster.x1, poster.y1 + 12)).toBeGreaterThan(0.9);
  });

  it('still paints a wall that is striped all over (a wallpaper is the wall, not an object on it)', async () => {
    const mask = await wallMask(room(() => true));
    expect(meanIn(mask, 20, 20, side - 20, floorFrom - 20)).toBeGreaterThan(0.9);
  });
});

describe('a shadow cast on a coloured wall', () => {
  const side = 512;
  const floorFrom = 440;
  /** sRGB 0-255 of a colour given in linear light (0-1). */
  const srgb = (v: number) => Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
  const linear = (c: number) => ((c / 255 + 0.055) / 1.055) ** 2.4;
  /**
   * A yellow wall in sunlight with a dark radiator (x 100-160) whose shadow lies beside it: deep to x 172,
   * then a penumbra brightening to full light at x 184. The parser calls the radiator, the deep shadow and
   * the penumbra's dark half something else (as it did beside the kitchen's radiator), the rest wall.
   */
  function sunlitWall(): RgbImage {
    const data = new Uint8Array(side * side * 3);
    const wall = [200, 168, 70].map(linear);
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++) {
        const o = (y * side + x) * 3;
        const radiator = x >= 100 && x < 160 && y >= 250 && y < floorFrom;
        const light =
          y < 250 || y >= floorFrom ? 1 : x < 172 ? 0.3 : x < 184 ? 0.3 + (0.7 * (x - 172)) / 12 : 1;
        for (let c = 0; c < 3; c++)
          data[o + c] = y >= floorFrom ? 60 : radiator ? 22 : srgb(wall[c]! * (x >= 160 ? light : 1));
      }
    return { width: side, height: side, data };
  }

  it('keeps its soft edge in the wall, so the paint does not stop in a ragged strip of old colour', async () => {
    const labels = new Uint8Array(side * side);
    for (let i = 0; i < labels.length; i++) {
      const x = i % side;
      const y = Math.floor(i / side);
      labels[i] =
        y >= floorFrom
          ? sceneClasses.floor
          : x >= 100 && x < 178 && y >= 250
            ? sceneClasses.other
            : sceneClasses.wall;
    }
    const image = sunlitWall();
    const scene = buildSceneMasks({ side, labels }, image, await parserSizedImage(image, side), []);
    const mask = scene.mask('wall').data;
    let held = 0;
    let all = 0;
    for (let y = 270; y < 420; y++)
      for (let x = 174; x < 178; x++) {
        all++;
        if (mask[y * side + x]! > 0.5) held++;
      }
    expect(held / all).toBeGreaterThan(0.9);
    // The radiator itself stays unpainted.
    let onRadiator = 0;
    for (let y = 270; y < 420; y++)
      for (let x = 105; x < 155; x++) if (mask[y * side + x]! > 0.5) onRadiator++;
    expect(onRadiator).toBe(0);
  });
});

describe('holes the colour growth leaves in a wall', () => {
  const side = 400;
  /**
   * A wall the growth took all of but two patches: a brighter pool of lamp light (its colour drifts
   * smoothly from the wall's) and a small frame with a dark outline. `labelled` is the parser's call
   * on the patches.
   */
  function holes(labelled: number) {
    const n = side * side;
    const L = new Float32Array(n);
    const a = new Float32Array(n).fill(6);
    const b = new Float32Array(n).fill(14);
    const mask = new Float32Array(n).fill(1);
    const labels = new Uint8Array(n).fill(sceneClasses.wall);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const i = y * side + x;
        const d = Math.hypot(x - 60, y - 60) / 16;
        L[i] = 70 + 8 * Math.exp(-d * d);
        if (d < 0.8) mask[i] = 0;
        const inFrame = x >= 230 && x < 250 && y >= 220 && y < 245;
        const onOutline = inFrame && (x < 232 || x >= 248 || y < 222 || y >= 243);
        if (inFrame) {
          L[i] = onOutline ? 25 : 85;
          mask[i] = 0;
        }
        if (d < 0.8 || inFrame) labels[i] = labelled;
      }
    }
    const parsed = Float32Array.from(labels, (label) => (label === sceneClasses.wall ? 1 : 0));
    fillSoftHoles(mask, parsed, { L, a, b }, { labels, side }, side, side);
    return { pool: mask[60 * side + 60]!, frame: mask[230 * side + 240]! };
  }

  it('closes a soft-rimmed pool of light the parser called wall, and keeps the outlined frame', () => {
    expect(holes(sceneClasses.wall)).toEqual({ pool: 1, frame: 0 });
  });

  it('closes the pool even where the parser called it kitchen units, but not a busy patch', () => {
    expect(holes(sceneClasses.cabinet)).toEqual({ pool: 1, frame: 0 });
    expect(holes(busyLabel)).toEqual({ pool: 0, frame: 0 });
  });
});

describe('a rug the parser calls floor, and a floor half in shade', () => {
  const side = 512;
  const wallTo = 200;
  const patch = { x0: 100, y0: 300, x1: 300, y1: 450 };
  /** A wall over a floor; the patch in the floor has its own colour (Lab). */
  async function floorWith(patchLab: [number, number, number]) {
    const data = new Uint8Array(side * side * 3);
    const labels = new Uint8Array(side * side);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const i = y * side + x;
        const inPatch = x >= patch.x0 && x < patch.x1 && y >= patch.y0 && y < patch.y1;
        // Sunlit wood boards, as measured in the kitchen testdata photo (L* 43, warm).
        const [L, a, b] = y < wallTo ? [80, 2, 10] : inPatch ? patchLab : [43, 10.7, 17.6];
        writeLabAsRgb(L, a, b, data, i * 3);
        labels[i] = y < wallTo ? sceneClasses.wall : sceneClasses.floor;
      }
    }
    const image = { width: side, height: side, data };
    const small = await parserSizedImage(image, side);
    return buildSceneMasks({ side, labels }, image, small, []);
  }

  it('keeps boards in deep shade as floor: they are re-laid, not recoloured as a fabric', async () => {
    // The same boards in the shade of the blinds: nearly black, with a little of their red left.
    const scene = await floorWith([9.2, 6.7, 0.8]);
    expect(scene.share.textile).toBe(0);
    expect(scene.share.floor).toBeGreaterThan(0.55);
  });

  it("still tells a red rug (the boards' lightness, another hue) from the floor round it", async () => {
    const scene = await floorWith([45, 38, 22]);
    expect(scene.share.textile).toBeGreaterThan(0.1);
  });
});

describe('a door the parser sees only in part', () => {
  it('keeps the whole door unpainted, not a hole of door colour in a painted door', async () => {
    const side = 512;
    const floorFrom = 440;
    const door = { x0: 300, y0: 120, x1: 360, y1: floorFrom };
    const data = new Uint8Array(side * side * 3);
    const labels = new Uint8Array(side * side);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const i = y * side + x;
        const inDoor = x >= door.x0 && x < door.x1 && y >= door.y0 && y < door.y1;
        const frame = !inDoor && x >= door.x0 - 2 && x < door.x1 + 2 && y >= door.y0 - 2 && y < door.y1;
        // A white door in a thin dark frame on a beige wall, over a darker floor.
        const [L, a, b] =
          y >= floorFrom ? [35, 8, 20] : inDoor ? [88, 0, 3] : frame ? [45, 2, 8] : [62, 4, 14];
        writeLabAsRgb(L, a, b, data, i * 3);
        // The parser's door is only a blob in the door's lower middle; the rest of the door is 'wall'.
        const blob = x >= 305 && x < 355 && y >= 250 && y < 400;
        labels[i] = y >= floorFrom ? sceneClasses.floor : blob ? sceneClasses.door : sceneClasses.wall;
      }
    }
    const image = { width: side, height: side, data };
    const scene = buildSceneMasks({ side, labels }, image, await parserSizedImage(image, side), []);
    const mask = scene.mask('wall').data;
    const meanIn = (x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += mask[y * side + x]!;
      return sum / ((x1 - x0) * (y1 - y0));
    };
    // The door's upper part and its foot, which the parser called wall, are kept like its middle.
    expect(meanIn(305, 125, 355, 240)).toBeLessThan(0.05);
    expect(meanIn(305, 405, 355, 435)).toBeLessThan(0.05);
    // The wall beside the door and above it is painted.
    expect(meanIn(40, 40, 260, 420)).toBeGreaterThan(0.97);
    expect(meanIn(305, 30, 355, 105)).toBeGreaterThan(0.95);
  });
});

describe('an appliance the parser calls cabinet', () => {
  it('keeps a detected fridge out of the cabinet fronts it stands among', async () => {
    const side = 512;
    const data = new Uint8Array(side * side * 3);
    const labels = new Uint8Array(side * side);
    const fridge = { x0: 60, y0: 100, x1: 160, y1: 460 };
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const i = y * side + x;
        const inFridge = x >= fridge.x0 && x < fridge.x1 && y >= fridge.y0 && y < fridge.y1;
        // Cream units over the lower half and a brushed-steel fridge, all of it 'cabinet' to the parser.
        const unit = y >= 100 && y < 460;
        const [L, a, b] = inFridge ? [70, 0, -2] : unit ? [85, 2, 12] : [75, 3, 10];
        writeLabAsRgb(L, a, b, data, i * 3);
        labels[i] = unit ? sceneClasses.cabinet : y >= 460 ? sceneClasses.floor : sceneClasses.wall;
      }
    }
    const image = { width: side, height: side, data };
    const box = (p: number) => p / side;
    const scene = buildSceneMasks({ side, labels }, image, await parserSizedImage(image, side), [
      {
        objectName: 'refrigerator',
        category: 'appliance',
        confidence: 0.8,
        box: { x: box(fridge.x0), y: box(fridge.y0), width: box(100), height: box(360) },
      },
    ]);
    const mask = scene.mask('cabinet').data;
    const meanIn = (x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += mask[y * side + x]!;
      return sum / ((x1 - x0) * (y1 - y0));
    };
    expect(meanIn(fridge.x0 + 4, fridge.y0 + 4, fridge.x1 - 4, fridge.y1 - 4)).toBeLessThan(0.05);
    expect(meanIn(200, 120, 480, 440)).toBeGreaterThan(0.95);
  });
});

describe('a window the parser sees only in part', () => {
  it('keeps the other pane, the view through it and the dark mullion unpainted, and paints the wall beside the window', async () => {
    const side = 512;
    const floorFrom = 440;
    // A window of two panes in a dark frame on a cream wall; the parser calls the left pane window and
    // the right pane (a sky and a red-brick facade across the street) and the frame wall.
    const frame = { x0: 150, y0: 80, x1: 390, y1: 330 };
    const mullion = 270;
    const data = new Uint8Array(side * side * 3);
    const labels = new Uint8Array(side * side);
    let noise = 11;
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const i = y * side + x;
        noise = (noise * 1103515245 + 12345) & 0x7fffffff;
        const grain = ((noise % 5) - 2) * 0.4;
        const inFrame = x >= frame.x0 && x < frame.x1 && y >= frame.y0 && y < frame.y1;
        const bar =
          inFrame &&
          (x < frame.x0 + 6 ||
            x >= frame.x1 - 6 ||
            y < frame.y0 + 6 ||
            y >= frame.y1 - 6 ||
            Math.abs(x - mullion) < 4);
        const rightPane = inFrame && !bar && x > mullion;
        const leftPane = inFrame && !bar && x < mullion;
        const [L, a, b] =
          y >= floorFrom
            ? [40, 9, 18]
            : bar
              ? [22, 1, 2]
              : rightPane
                ? y < 180
                  ? [78, -4, -28]
                  : [48, 30, 24]
                : leftPane
                  ? [80, -5, -26]
                  : [82 - (x / side) * 6, 3, 14];
        writeLabAsRgb(L + grain, a, b, data, i * 3);
        labels[i] =
          y >= floorFrom ? sceneClasses.floor : leftPane ? sceneClasses.windowpane : sceneClasses.wall;
      }
    }
    const image = { width: side, height: side, data };
    const scene = buildSceneMasks({ side, labels }, image, await parserSizedImage(image, side), []);
    const mask = scene.mask('wall').data;
    const meanIn = (x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += mask[y * side + x]!;
      return sum / ((x1 - x0) * (y1 - y0));
    };
    // The right pane's sky and facade, and the mullion, are kept.
    expect(meanIn(mullion + 8, frame.y0 + 10, frame.x1 - 10, 175)).toBeLessThan(0.05);
    expect(meanIn(mullion + 8, 185, frame.x1 - 10, frame.y1 - 10)).toBeLessThan(0.05);
    expect(meanIn(mullion - 3, frame.y0 + 10, mullion + 3, frame.y1 - 10)).toBeLessThan(0.05);
    // The wall beside, above and below the window is painted.
    expect(meanIn(20, 20, frame.x0 - 8, floorFrom - 8)).toBeGreaterThan(0.97);
    expect(meanIn(frame.x1 + 8, 20, side - 20, floorFrom - 8)).toBeGreaterThan(0.97);
    expect(meanIn(frame.x0, 20, frame.x1, frame.y0 - 8)).toBeGreaterThan(0.97);
    expect(meanIn(frame.x0, frame.y1 + 8, frame.x1, floorFrom - 8)).toBeGreaterThan(0.97);
  });
});

describe('a patch the parser calls a fabric', () => {
  const side = 256;
  /** A plain wall with a picture (the parser's "other") and a curtain beside a window. */
  async function wallWith(curtainInPicture: boolean) {
    const data = new Uint8Array(side * side * 3);
    const labels = new Uint8Array(side * side);
    const picture = { x0: 60, y0: 40, x1: 120, y1: 200 };
    const window = { x0: 170, y0: 40, x1: 220, y1: 160 };
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const i = y * side + x;
        const inside = (r: typeof picture) => x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1;
        let label: number = y < 230 ? sceneClasses.wall : sceneClasses.floor;
        let colour: [number, number, number] = y < 230 ? [82, 1, 8] : [45, 10, 18];
        if (inside(picture)) {
          label =
            curtainInPicture && y >= 55 && y < 100 && x >= 70 && x < 110
              ? sceneClasses.curtain
              : sceneClasses.other;
          colour = [50, 30, 40];
        } else if (inside(window)) {
          label = sceneClasses.windowpane;
          colour = [95, -2, -8];
        } else if (x >= 150 && x < 170 && y >= 30 && y < 230) {
          label = sceneClasses.curtain;
          colour = [60, 5, 25];
        }
        writeLabAsRgb(...colour, data, i * 3);
        labels[i] = label;
      }
    }
    const image = { width: side, height: side, data };
    return buildSceneMasks({ side, labels }, image, await parserSizedImage(image, side), []);
  }

  it('is kept with the picture it lies in, not recoloured as a fabric', async () => {
    const scene = await wallWith(true);
    expect(scene.labels[70 * side + 90]).toBe(sceneClasses.other);
    // The curtain by the window is a fabric still.
    expect(scene.labels[100 * side + 160]).toBe(sceneClasses.curtain);
    const plain = await wallWith(false);
    expect(scene.share.textile).toBeCloseTo(plain.share.textile, 3);
  });
});
