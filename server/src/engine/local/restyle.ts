import type { Creativity } from '@roomcraft/contracts/catalogue/index';
import type { DesignIdea, RenderedChange } from '../design-engine.port';
import { deltaE, hexToLab, type LabImage } from '../image/color';
import {
  floorMaterialOf,
  floorPhrase,
  floorView,
  pavingMaterialOf,
  pavingPhrase,
  relayFloor,
  type FloorMaterial,
} from './floor-material';
import { paintSurface } from './paint';
import type { Perception } from './perceive';
import type { Paintable } from './scene-masks';
import type { Surface } from './surfaces';

/** One change the offline engine will draw, and how strongly (0..1). */
export interface RestyleStep {
  surface: Paintable;
  kind: 'paint' | 'floor' | 'recolour';
  colour: { name: string; hex: string };
  material?: FloorMaterial;
  strength: number;
}

// How far each creativity level goes on each kind of surface. Creativity 1 changes little through its colour (the room's own, a quarter of the way to the style),
// not through a half-applied coat; fabrics and cabinets join from 2 and 3, everything goes all the way at 4.
const reach: Record<Creativity, { walls: number; floor: number; textiles: number; cabinets: number }> = {
  1: { walls: 0.9, floor: 0, textiles: 0, cabinets: 0 },
  2: { walls: 0.95, floor: 0.9, textiles: 0.85, cabinets: 0 },
  3: { walls: 1, floor: 0.95, textiles: 0.9, cabinets: 0.85 },
  4: { walls: 1, floor: 1, textiles: 1, cabinets: 1 },
};

/** Below this share of the photo a surface is not worth a claim ("walls painted over 0 %"). */
const minimumShare = 0.015;

/**
 * What a render of the idea changes in this photo: the idea's palette roles mapped onto the surfaces
 * the scene parser found. Whatever the idea names that has no surface here is left out, so the text
 * written from these steps never promises what the image does not show.
 */
export function planRestyle(
  idea: Pick<DesignIdea, 'colorPalette' | 'creativity'>,
  perception: Pick<Perception, 'scene' | 'exterior'>,
  keepSurfaces: readonly Surface[] = [],
): RestyleStep[] {
  const role = (r: string) => idea.colorPalette.find((c) => c.role === r);
  const levels = reach[idea.creativity];
  const share = perception.scene.share;
  const steps: RestyleStep[] = [];
  const walls = role('walls') ?? idea.colorPalette[0];
  const floor = role('floor');
  const textile = role('textile');
  const accent = role('accent');
  if (perception.exterior) {
    if (walls && share.facade >= minimumShare && !keepSurfaces.includes('wall'))
      steps.push({ surface: 'facade', kind: 'paint', colour: walls, strength: levels.walls * 0.9 });
    // The roof takes a roof tone of its own (the style's, else one that contrasts with the facade),
    // never the facade's paint; only from creativity 3 (a re-roof is a big change) and only where a
    // roof was told apart from the facade.
    const roof = role('roof') ?? (walls ? roofTone(walls.hex) : undefined);
    if (roof && share.roof >= minimumShare && levels.cabinets > 0 && !keepSurfaces.includes('wall'))
      steps.push({ surface: 'roof', kind: 'paint', colour: roof, strength: levels.cabinets });
    // A front door is small: a third of a percent of the photo is enough to show its new colour.
    const door = role('door');
    if (door && share.door >= 0.003 && levels.textiles > 0)
      steps.push({ surface: 'door', kind: 'recolour', colour: door, strength: levels.textiles });
    // The lawn keeps its blades and mowing stripes: a recolour toward the style's green, from creativity 2.
    const lawn = role('lawn');
    if (lawn && share.lawn >= minimumShare && levels.textiles > 0)
      steps.push({ surface: 'lawn', kind: 'recolour', colour: lawn, strength: levels.textiles * 0.8 });
    if (floor && levels.floor > 0 && share.paving >= minimumShare && !keepSurfaces.includes('floor'))
      steps.push({
        surface: 'paving',
        kind: 'floor',
        colour: floor,
        material: pavingMaterialOf(floor.name),
        strength: levels.floor,
      });
    return steps;
  }
  if (walls && share.wall >= minimumShare && !keepSurfaces.includes('wall'))
    steps.push({ surface: 'wall', kind: 'paint', colour: walls, strength: levels.walls });
  if (
    floor &&
    floor.name !== 'Existing floor' &&
    levels.floor > 0 &&
    share.floor >= minimumShare &&
    !keepSurfaces.includes('floor')
  )
    steps.push({
      surface: 'floor',
      kind: 'floor',
      colour: floor,
      material: floorMaterialOf(floor.name),
      strength: levels.floor,
    });
  if (textile && levels.textiles > 0 && share.textile >= minimumShare)
    steps.push({ surface: 'textile', kind: 'recolour', colour: textile, strength: levels.textiles });
  if (accent && levels.cabinets > 0 && share.cabinet >= minimumShare)
    steps.push({ surface: 'cabinet', kind: 'recolour', colour: accent, strength: levels.cabinets });
  return steps;
}

/** Roof coverings the offline engine offers: slate, tile and metal tones that read as a roof. */
const roofTones = [
  { name: 'Charcoal Slate', hex: '#3A3D42' },
  { name: 'Weathered Bronze', hex: '#4B3F35' },
  { name: 'Terracotta Tile', hex: '#9A5136' },
  { name: 'Slate Grey', hex: '#626870' },
];

/** The roof tone that contrasts best with the facade's paint (a dark roof over a dark facade is mud). */
export function roofTone(facadeHex: string): { name: string; hex: string } {
  const facade = hexToLab(facadeHex);
  const contrast = (hex: string) => {
    const [L, a, b] = hexToLab(hex);
    return Math.hypot(L - facade[0]!, a - facade[1]!, b - facade[2]!);
  };
  // Prefer the classic dark slate unless the facade is itself that dark.
  return roofTones.find((tone) => contrast(tone.hex) > 30) ?? roofTones[2]!;
}

/** Applies the steps to `out` (a copy of `original`); returns the share of the photo each step covers. */
export function applyRestyle(
  steps: RestyleStep[],
  perception: Pick<Perception, 'scene' | 'lines'>,
  original: LabImage,
  out: LabImage,
  factor: number,
  seed: number,
): Map<RestyleStep, number> {
  const laid = new Map<RestyleStep, number>();
  for (const step of steps) {
    const mask = perception.scene.mask(step.surface).data;
    const lab = hexToLab(step.colour.hex);
    const strength = step.strength * factor;
    if (step.kind === 'floor') {
      const view = floorView(mask, out.width, out.height, perception.lines);
      if (!view) continue;
      const share = relayFloor({
        out,
        original,
        mask,
        view,
        material: step.material ?? 'wood',
        lab,
        strength,
        seed,
      });
      if (share > 0) laid.set(step, share);
    } else {
      // Upholstery and cabinet fronts keep more of their folds and panels than a flat wall does.
      const detail = step.kind === 'recolour' ? 1.15 : 1;
      if (paintSurface({ out, original, mask, lab, strength, detail })) laid.set(step, shareOf(mask));
    }
  }
  return laid;
}

function shareOf(mask: Float32Array): number {
  let k = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]! > 0.5) k++;
  return k / mask.length;
}

const surfaceNames: Record<Paintable, string> = {
  wall: 'walls',
  floor: 'floor',
  ceiling: 'ceiling',
  textile: 'upholstery and other fabrics',
  cabinet: 'cabinet fronts',
  facade: 'facade',
  roof: 'roof',
  lawn: 'lawn',
  paving: 'paving',
  door: 'front door',
};

/**
 * What the render changed, measured from its own pixels: the share of the photo inside the step's mask
 * whose colour moved by more than a just-visible difference.
 */
export function measureChanges(
  steps: RestyleStep[],
  perception: Pick<Perception, 'scene'>,
  before: LabImage,
  after: LabImage,
  factor = 1,
): RenderedChange[] {
  const changes: RenderedChange[] = [];
  for (const step of steps) {
    const mask = perception.scene.mask(step.surface).data;
    let moved = 0;
    let inside = 0;
    const sum = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < mask.length; i++) {
      if (mask[i]! < 0.5) continue;
      inside++;
      sum[0]! += before.L[i]!;
      sum[1]! += before.a[i]!;
      sum[2]! += before.b[i]!;
      sum[3]! += after.L[i]!;
      sum[4]! += after.a[i]!;
      sum[5]! += after.b[i]!;
      const dL = after.L[i]! - before.L[i]!;
      const dA = after.a[i]! - before.a[i]!;
      const dB = after.b[i]! - before.b[i]!;
      if (dL * dL + dA * dA + dB * dB > 9) moved++;
    }
    const share = moved / mask.length;
    if (share < 0.005) continue;
    const percent = Math.max(1, Math.round(share * 100));
    const strength = Math.round(step.strength * factor * 100) / 100;
    // The claim must be in the pixels: the region's mean colour near the claimed colour (or, part-way,
    // near the claimed blend of old and new). A colour the render could not reach is not claimed.
    if (step.kind !== 'floor' && inside > 0) {
      const mean = sum.map((v) => v / inside);
      const target = hexToLab(step.colour.hex);
      const wanted = [0, 1, 2].map((c) => mean[c]! + Math.min(1, strength) * (target[c]! - mean[c]!));
      if (deltaE(mean.slice(3), wanted) > claimTolerance) continue;
    }
    const toward = strength < 0.85 ? `part-way (${Math.round(strength * 100)} %) toward ` : '';
    const colour = `${toward}${step.colour.name} ${step.colour.hex.toUpperCase()}`;
    const what = surfaceNames[step.surface];
    const summary =
      step.kind === 'floor'
        ? `${what === 'paving' ? 'Paving' : 'Floor'} re-laid in ${toward ? 'a blend with ' : ''}${what === 'paving' ? pavingPhrase(step.colour.name) : floorPhrase(step.colour.name)} over ${percent} % of the image`
        : step.kind === 'paint'
          ? `${capitalise(what)} painted ${colour} over ${percent} % of the image`
          : `${capitalise(what)} recoloured ${colour} over ${percent} % of the image`;
    changes.push({
      surface: step.surface,
      action: step.kind === 'floor' ? 'relaid' : step.kind === 'paint' ? 'painted' : 'recoloured',
      colour: { name: step.colour.name, hex: step.colour.hex },
      ...(step.material ? { material: step.material } : {}),
      share: Math.round(share * 1000) / 1000,
      strength,
      summary,
    });
  }
  return changes;
}

/**
 * How far (ΔE, CIELAB) a painted or recoloured region's mean colour may be from the claimed colour:
 * shading, a dim photo's exposure and texture move the mean a little, a failed paint far more.
 */
export const claimTolerance = 15;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
