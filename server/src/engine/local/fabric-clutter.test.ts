import { describe, expect, it } from 'vitest';
import { imageToLab, type LabImage } from '../image/color';
import { decodeForOutput } from '../image/raster';
import { readRoomPhoto } from '../test-support/fixtures';
import { cutClutterFromFabrics } from './fabric-clutter';
import { perceiveRoom } from './perceive';
import { applyRestyle } from './restyle';
import { sceneClasses, type SceneClass } from './scene-parser';

const side = 64;

/** A parser grid painted rectangle by rectangle: each rectangle its class, colour and photo region. */
function scene(parts: Array<{ x: number; y: number; w: number; h: number; cls: SceneClass; lab: number[] }>) {
  const n = side * side;
  const labels = new Uint8Array(n).fill(sceneClasses.wall);
  const lab: LabImage = {
    width: side,
    height: side,
    L: new Float32Array(n).fill(90),
    a: new Float32Array(n),
    b: new Float32Array(n).fill(4),
  };
  const region = new Int32Array(n);
  parts.forEach((part, k) => {
    for (let y = part.y; y < part.y + part.h; y++) {
      for (let x = part.x; x < part.x + part.w; x++) {
        const i = y * side + x;
        labels[i] = sceneClasses[part.cls];
        [lab.L[i], lab.a[i], lab.b[i]] = part.lab as [number, number, number];
        region[i] = k + 1;
      }
    }
  });
  cutClutterFromFabrics(labels, lab, side, region, parts.length + 1);
  return (x: number, y: number) => labels[y * side + x];
}

const brownRug = [45, 5, 15];
const tan = [60, 5, 25];

describe('what lies on a fabric is kept, the fabric is recoloured', () => {
  it('takes dumbbells and a white shoe off a rug, and keeps the rug and its darker border', () => {
    const at = scene([
      { x: 4, y: 20, w: 56, h: 40, cls: 'rug', lab: brownRug },
      { x: 4, y: 20, w: 56, h: 4, cls: 'rug', lab: [30, 4, 12] },
      { x: 20, y: 35, w: 8, h: 8, cls: 'rug', lab: [8, 1, 1] },
      { x: 40, y: 45, w: 6, h: 4, cls: 'rug', lab: [88, 0, 2] },
    ]);
    expect(at(23, 38)).toBe(sceneClasses.other);
    expect(at(42, 46)).toBe(sceneClasses.other);
    expect(at(10, 50)).toBe(sceneClasses.rug);
    // A border in the rug's own hue, only darker, is part of the rug.
    expect(at(10, 21)).toBe(sceneClasses.rug);
  });

  it('keeps a chair heaped with clothes whole, but gives the end of the sofa beside it to the sofa', () => {
    const at = scene([
      { x: 30, y: 20, w: 30, h: 30, cls: 'sofa', lab: tan },
      { x: 0, y: 20, w: 30, h: 12, cls: 'armchair', lab: [8, 0, 2] },
      { x: 0, y: 32, w: 20, h: 18, cls: 'armchair', lab: [25, 30, 10] },
      { x: 20, y: 32, w: 10, h: 18, cls: 'armchair', lab: [62, 6, 24] },
    ]);
    expect(at(5, 25)).toBe(sceneClasses.other);
    expect(at(5, 40)).toBe(sceneClasses.other);
    expect(at(25, 40)).toBe(sceneClasses.sofa);
    expect(at(45, 30)).toBe(sceneClasses.sofa);
  });

  it("keeps a sofa's red pillow with the sofa, and takes a black coat off it", () => {
    const at = scene([
      { x: 4, y: 20, w: 56, h: 30, cls: 'sofa', lab: tan },
      { x: 10, y: 24, w: 8, h: 8, cls: 'sofa', lab: [35, 40, 20] },
      { x: 40, y: 30, w: 10, h: 12, cls: 'sofa', lab: [7, 1, 0] },
    ]);
    expect(at(14, 28)).toBe(sceneClasses.sofa);
    expect(at(45, 36)).toBe(sceneClasses.other);
    expect(at(30, 40)).toBe(sceneClasses.sofa);
  });

  it('keeps a black office chair black: there is no colour in it to shift', () => {
    const at = scene([{ x: 10, y: 10, w: 30, h: 40, cls: 'armchair', lab: [9, 1, -1] }]);
    expect(at(20, 30)).toBe(sceneClasses.other);
  });

  it('in the cluttered test room, recolours the upholstery but hardly the black bags, coats and dumbbells', async () => {
    const image = await decodeForOutput(readRoomPhoto('living-room_cluttered_roomgpt.jpg'), 'auto');
    const perception = await perceiveRoom(image, { exterior: false, masks: true });
    const lab = imageToLab(image);
    const out = {
      ...lab,
      L: new Float32Array(lab.L),
      a: new Float32Array(lab.a),
      b: new Float32Array(lab.b),
    };
    const oatmeal = { name: 'Oatmeal', hex: '#D9CDB8' };
    applyRestyle(
      [{ surface: 'textile', kind: 'recolour', colour: oatmeal, strength: 1 }],
      perception,
      lab,
      out,
      1,
      1,
    );
    let black = 0;
    let blackMoved = 0;
    let moved = 0;
    for (let i = 0; i < lab.L.length; i++) {
      const step = Math.hypot(out.L[i]! - lab.L[i]!, out.a[i]! - lab.a[i]!, out.b[i]! - lab.b[i]!);
      if (step > 6) moved++;
      if (lab.L[i]! >= 12) continue;
      black++;
      if (step > 6) blackMoved++;
    }
    // Before: 95 % of the photo's near-black pixels (all of them things lying about) turned grey.
    expect(blackMoved / black).toBeLessThan(0.45);
    // The sofas, the rug and the curtains still change.
    expect(moved / lab.L.length).toBeGreaterThan(0.3);
    // Declutter fills from what lies behind: the dumbbells cut from the rug are still on the rug there.
    const { labels, behind } = perception.scene;
    let onRug = 0;
    for (let i = 0; i < labels.length; i++)
      if (labels[i] === sceneClasses.other && behind[i] === sceneClasses.rug) onRug++;
    expect(onRug / labels.length).toBeGreaterThan(0.005);
  }, 90_000);
});
