import type { GeneratedImage, RenderIdeaInput } from '../design-engine.port';
import { throwIfAborted } from '../engine-errors';
import { imageToLab, labOfImage, writeLabAsRgb, type LabImage } from '../image/color';
import { boxBlur } from '../image/filters';
import { decodeForOutputOnce, encodePng, type FloatMap, type RgbImage } from '../image/raster';
import { markMaterialBorder } from './paint';
import { perceiveRoom, type Perception } from './perceive';
import { applyRecolour, type ColourTarget, type RecolourPlan } from './recolour';
import { planKeepItems } from './keep-items';
import { applyRestyle, measureChanges, planRestyle, type RestyleStep } from './restyle';
import { prepareStructureScore, structureScore } from './structure-score';
import { localModelId, previewNote, progress } from './local-common';

/**
 * Renders an idea as the room restyled: walls painted with their shading kept, the floor re-laid in the
 * idea's material in the floor's perspective, fabrics and cabinet fronts recoloured, all inside the
 * scene parser's masks, so paintings, windows, lamps, plants and people stay as they were. Nothing is
 * drawn or moved. The result lists what it changed, measured from its own pixels.
 */
export async function renderIdeaLocally(input: RenderIdeaInput): Promise<GeneratedImage> {
  progress(input, 'preparing', 0.05, 'Reading the photo');
  const image = await decodeForOutputOnce(input.image, input.outputSize);
  throwIfAborted(input.signal);
  progress(input, 'analyzing-image', 0.25, 'Finding walls, floor and furniture');
  const perceiving = perceiveRoom(image, { exterior: input.roomLocation === 'exterior', masks: true });
  perceiving.catch(() => undefined); // awaited below
  // Work that does not depend on the perception runs while the detector and parser threads are busy.
  const lab = labOfImage(image);
  await prepareStructureScore(image);
  const perception = await perceiving;
  throwIfAborted(input.signal);
  progress(input, 'rendering', 0.6, 'Painting walls and laying the floor');
  const keep = planKeepItems(input.itemsNotToChange, perception.objects, image);
  const steps = planRestyle(input.idea, perception, keep.surfaces);
  // New planks and tiles are new edges by design, and the old boards' seams go: the score ignores the
  // inside of a re-laid floor (its outline, furniture legs and skirting still count).
  const ignore = floorInterior(steps, perception);
  const mayFade = paintedOutlines(steps, perception, lab);
  let best: { output: RgbImage; score: number; factor: number; after: LabImage } | null = null;
  for (let factor = 1, attempt = 0; attempt < 4; attempt++, factor *= 0.7) {
    const after = copyLab(lab);
    applyRestyle(steps, perception, lab, after, factor, input.idea.order);
    const output = labToRgbKeeping(after, lab, image, keep.mask?.data);
    const score = await structureScore(image, output, { ignore, mayFade });
    if (!best || score > best.score) best = { output, score, factor, after };
    if (score >= restyleMinimumScore) break;
  }
  const { output, score, factor } = best!;
  const changes = measureChanges(steps, perception, lab, imageToLab(output), factor);
  const notes = [previewNote, ...changes.map((change) => `${change.summary}.`), ...keepNotes(keep)];
  if (changes.length === 0)
    notes.push('Found no wall, floor or fabric in this photo that the offline engine can restyle.');
  if (factor < 1)
    notes.push(`Toned the change down to ${Math.round(factor * 100)}% to keep the room's structure intact.`);
  throwIfAborted(input.signal);
  const result = await finishImage({ input, image, output, notes, score, ignore, mayFade });
  return { ...result, changes };
}

function floorInterior(steps: RestyleStep[], perception: Perception): Uint8Array | undefined {
  const floor = steps.find((step) => step.kind === 'floor');
  if (!floor) return undefined;
  const mask = perception.scene.mask(floor.surface).data;
  let inside = interiors.get(mask);
  if (!inside) {
    inside = new Uint8Array(mask.length);
    for (let i = 0; i < mask.length; i++) inside[i] = mask[i]! > 0.98 ? 1 : 0;
    interiors.set(mask, inside);
  }
  return inside;
}

/** Per mask (a photo's masks are cached with its perception, so the ideas of one photo share these). */
const interiors = new WeakMap<Float32Array, Uint8Array>();
const outlines = new WeakMap<Float32Array, Uint8Array>();
const combinedOutlines = new WeakMap<Perception['scene'], Map<string, Uint8Array | undefined>>();

/**
 * The outlines of painted and recoloured surfaces: an edge there may fade when the new colour matches
 * the neighbour's (a dark panel painted white beside a white frame), which is the paint, not a lost
 * structure. New edges there still count against the score.
 */
function paintedOutlines(
  steps: RestyleStep[],
  perception: Perception,
  lab: LabImage,
): Uint8Array | undefined {
  // The ideas of one photo mostly paint the same surfaces: one shared (read-only) map per set, so the
  // score's shrunk copy of it is made once too.
  const key = steps
    .filter((step) => step.kind !== 'floor')
    .map((step) => step.surface)
    .join(' ');
  let known = combinedOutlines.get(perception.scene);
  if (!known) combinedOutlines.set(perception.scene, (known = new Map()));
  if (known.has(key)) return known.get(key);
  let out: Uint8Array | undefined;
  for (const step of steps) {
    if (step.kind === 'floor') continue;
    const mask = perception.scene.mask(step.surface);
    let outline = outlines.get(mask.data);
    if (!outline) {
      outline = new Uint8Array(mask.data.length);
      markOutline(mask, outline);
      markMaterialBorder(lab, mask.data, outline);
      outlines.set(mask.data, outline);
    }
    if (!out) out = new Uint8Array(outline);
    else for (let i = 0; i < out.length; i++) out[i] = out[i]! | outline[i]!;
  }
  known.set(key, out);
  return out;
}

function markOutline(mask: FloatMap, out: Uint8Array): void {
  const { width, height } = mask;
  const hard = new Float32Array(mask.data.length);
  for (let i = 0; i < hard.length; i++) hard[i] = mask.data[i]! > 0.5 ? 1 : 0;
  const near = boxBlur(hard, width, height, 3);
  for (let i = 0; i < hard.length; i++) if (near[i]! > 0.02 && near[i]! < 0.98) out[i] = 1;
}

function copyLab(lab: LabImage): LabImage {
  return { ...lab, L: new Float32Array(lab.L), a: new Float32Array(lab.a), b: new Float32Array(lab.b) };
}

/** Converts back to RGB only where the colour changed, so untouched pixels keep their exact bytes. */
function labToRgbKeeping(after: LabImage, before: LabImage, image: RgbImage, keep?: Float32Array): RgbImage {
  const data = new Uint8Array(image.data);
  const src = image.data;
  for (let i = 0; i < after.L.length; i++) {
    if (after.L[i] === before.L[i] && after.a[i] === before.a[i] && after.b[i] === before.b[i]) continue;
    const w = keep ? 1 - keep[i]! : 1;
    if (w <= 0.001) continue;
    const o = i * 3;
    writeLabAsRgb(after.L[i]!, after.a[i]!, after.b[i]!, data, o);
    if (w < 0.999) {
      for (let c = 0; c < 3; c++) data[o + c] = Math.round(src[o + c]! + w * (data[o + c]! - src[o + c]!));
    }
  }
  return { width: image.width, height: image.height, data };
}

/**
 * A restyle repaints whole walls in colours far from the old ones, which softens some edges without
 * moving any: it is held to the product's 0.95 rather than the edits' stricter margin.
 */
const restyleMinimumScore = 0.95;

/** Scores below this mean the recolour started to blur or invent edges: the engine backs off. */
export const minimumStructureScore = 0.96;

/**
 * Applies a recolour and checks the structure score; when a difficult photo (heavy texture, a dark room
 * painted light) makes the masks show, the change is toned down until the structure holds.
 */
export async function recolourWithinStructure(
  image: RgbImage,
  plan: RecolourPlan,
  masks: Parameters<typeof applyRecolour>[2],
  textiles: FloatMap | null,
  lab: LabImage,
  options: { encode?: boolean } = {},
): Promise<{ output: RgbImage; score: number; factor: number; png?: Promise<Uint8Array> }> {
  let factor = 1;
  let best: { output: RgbImage; score: number; factor: number; png?: Promise<Uint8Array> } | null = null;
  // As in a restyle: a painted surface's outline and its material border may fade.
  let mayFade: Uint8Array | undefined;
  for (const surface of ['ceiling', 'wall', 'floor'] as const) {
    const mask = masks[surface];
    if (!plan.surfaces[surface] || !mask) continue;
    mayFade ??= new Uint8Array(mask.data.length);
    markOutline(mask, mayFade);
    markMaterialBorder(lab, mask.data, mayFade);
  }
  for (let attempt = 0; attempt < 4; attempt++) {
    const output = applyRecolour(image, scalePlan(plan, factor), masks, textiles, lab);
    // The PNG encodes on sharp's threads while the score is computed here; almost every first
    // attempt passes, so it is seldom thrown away.
    const png = options.encode ? encodePng(output) : undefined;
    png?.catch(() => undefined); // awaited by the caller
    const score = await structureScore(image, output, { mayFade });
    if (!best || score > best.score) best = { output, score, factor, png };
    if (score >= minimumStructureScore) return { output, score, factor, png };
    factor *= 0.6;
  }
  return best!;
}

function scalePlan(plan: RecolourPlan, factor: number): RecolourPlan {
  if (factor === 1) return plan;
  const scale = (target: ColourTarget | undefined) =>
    target && { ...target, strength: target.strength * factor };
  return {
    ...plan,
    surfaces: {
      wall: scale(plan.surfaces.wall),
      floor: scale(plan.surfaces.floor),
      ceiling: scale(plan.surfaces.ceiling),
    },
    textiles: scale(plan.textiles),
    regions: plan.regions?.map((region) => ({ mask: region.mask, target: scale(region.target)! })),
    grade: {
      warmth: plan.grade.warmth * factor,
      brightness: plan.grade.brightness * factor,
      contrast: plan.grade.contrast * factor,
      saturation: plan.grade.saturation * factor,
    },
  };
}

/** Encodes the output and scores it against the input; shared by the local operations. */
export async function finishImage(args: {
  input: { onProgress?: RenderIdeaInput['onProgress']; background?: RenderIdeaInput['background'] };
  image: RgbImage;
  output: RgbImage;
  notes: string[];
  ignore?: Uint8Array;
  mayFade?: Uint8Array;
  /** Already computed by the caller. */
  score?: number;
  /** The output's PNG, already being encoded by the caller. */
  png?: Promise<Uint8Array>;
}): Promise<GeneratedImage> {
  progress(args.input, 'scoring', 0.9, 'Checking the room structure');
  const [score, png] = await Promise.all([
    args.score ?? structureScore(args.image, args.output, { ignore: args.ignore, mayFade: args.mayFade }),
    args.png ?? encodePng(args.output),
  ]);
  if (args.input.background === 'transparent') {
    args.notes.push(
      'A transparent background applies to cut-outs and floor-plan previews; room photos keep theirs.',
    );
  }
  progress(args.input, 'done', 1, 'Done');
  return {
    engine: 'local',
    model: localModelId,
    notes: args.notes,
    image: png,
    mediaType: 'image/png',
    width: args.output.width,
    height: args.output.height,
    structureScore: score,
  };
}

function keepNotes(keep: ReturnType<typeof planKeepItems>): string[] {
  const notes: string[] = [];
  if (keep.protected.length > 0) notes.push(`Left unchanged: ${keep.protected.join(', ')}.`);
  if (keep.notFound.length > 0)
    notes.push(`Could not find ${keep.notFound.join(', ')} in the photo to protect.`);
  return notes;
}
