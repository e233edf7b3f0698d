import type { EditFeedback, EditInput, EditResult } from '../design-engine.port';
import { EngineError, engineErrorCodes, throwIfAborted } from '../engine-errors';
import { clamp, createGuidedFilter, luminance, upsample } from '../image/filters';
import { imageToLab, type LabImage } from '../image/color';
import { decodeForOutput, decodeMask, type FloatMap, type RgbImage } from '../image/raster';
import { parseEditPrompt, targetNames, type EditOperation, type ParsedEdit } from './edit-grammar';
import { planKeepItems } from './keep-items';
import { localModelId, previewNote, progress } from './local-common';
import { perceiveRoom, type Perception } from './perceive';
import { sceneClasses } from './scene-parser';
import { neutralGrade, textileMask, type RecolourPlan } from './recolour';
import { finishImage, recolourWithinStructure } from './render';
import type { Surface } from './surfaces';

/**
 * Edits a room from a plain-English prompt with the local grammar (colours, materials, light). A painted
 * mask limits the edit to that area. A prompt with nothing the grammar can do fails with
 * `engine.prompt_not_understood` and the feedback, so no credit is spent on an unchanged photo.
 */
export async function editLocally(input: EditInput): Promise<EditResult> {
  progress(input, 'preparing', 0.05, 'Reading the photo and the prompt');
  const parsed = parseEditPrompt(input.prompt, { hasMask: Boolean(input.mask) });
  if (parsed.operations.length === 0) {
    throw new EngineError({
      code: engineErrorCodes.promptNotUnderstood,
      message: parsed.feedback.notUnderstood.map((item) => item.reason).join(' ') || 'The prompt is empty.',
      engine: 'local',
      details: { feedback: parsed.feedback },
    });
  }
  const image = await decodeForOutput(input.image, input.outputSize);
  const within = input.mask ? await softMask(input.mask, image) : undefined;
  throwIfAborted(input.signal);
  progress(input, 'analyzing-image', 0.3, 'Finding walls, floor and furniture');
  const perception = await perceiveRoom(image);
  const keep = planKeepItems(input.itemsNotToChange, perception.objects, image);
  const plan: RecolourPlan = {
    surfaces: {},
    grade: { ...neutralGrade },
    within,
    keep: keep.mask ?? undefined,
  };
  const masks: Partial<Record<Surface, FloatMap>> = { ...perception.masks() };
  let textiles: FloatMap | null = null;
  const lab = imageToLab(image);
  const notes = [previewNote];
  for (const operation of parsed.operations) {
    if (operation.kind === 'grade') {
      plan.grade.warmth = clamp(plan.grade.warmth + operation.warmth, -1, 1);
      plan.grade.brightness = clamp(plan.grade.brightness + operation.brightness, -1, 1);
      plan.grade.contrast = clamp(plan.grade.contrast + operation.contrast, -1, 1);
      plan.grade.saturation = clamp(plan.grade.saturation + operation.saturation, -1, 1);
      continue;
    }
    const target = targetLab(
      operation,
      perception.surfaces.regions.length > 0 ? meanLab(lab, maskFor(operation, masks, within)) : null,
    );
    if (!target) continue;
    if (operation.target === 'textiles') {
      textiles = textileMask(image, perception.objects, lab);
      if (!textiles) notes.push('No sofa, bed or chair was found to recolour.');
      plan.textiles = { lab: target, strength: 0.9 };
    } else if (operation.target === 'selection') {
      if (within)
        plan.regions = [...(plan.regions ?? []), { mask: within, target: { lab: target, strength: 0.95 } }];
    } else if (isOutdoorTarget(operation.target)) {
      const mask = outdoorMask(operation.target, perception, image);
      plan.regions = [...(plan.regions ?? []), { mask, target: { lab: target, strength: 0.95 } }];
    } else if (keep.surfaces.includes(operation.target)) {
      notes.push(`Kept the ${operation.target} unchanged, as asked.`);
    } else {
      plan.surfaces[operation.target] = { lab: target, strength: 0.95 };
    }
  }
  throwIfAborted(input.signal);
  progress(input, 'rendering', 0.6, 'Applying the edit');
  const { output, score, factor } = await recolourWithinStructure(image, plan, masks, textiles, lab);
  if (factor < 1)
    notes.push(`Toned the edit down to ${Math.round(factor * 100)}% to keep the room's structure intact.`);
  if (keep.notFound.length > 0)
    notes.push(`Could not find ${keep.notFound.join(', ')} in the photo to protect.`);
  // What the words promised, checked against the pixels: a phrase whose surface did not change is
  // reported as not done, with the reason.
  const after = imageToLab(output);
  const feedback = checkFeedback(
    parsed,
    (operation) => {
      if (operation.kind === 'grade') return null;
      if (operation.target === 'textiles') return textiles;
      if (operation.target === 'selection') return within ?? null;
      if (isOutdoorTarget(operation.target)) return outdoorMask(operation.target, perception, image);
      return masks[operation.target] ?? null;
    },
    lab,
    after,
    within,
  );
  const result = await finishImage({ input, image, output, notes, score });
  return { ...result, model: localModelId, feedback: feedback.feedback, summary: feedback.summary };
}

type OutdoorTarget = 'facade' | 'roof' | 'door' | 'lawn' | 'paving';

function isOutdoorTarget(target: string): target is OutdoorTarget {
  return (
    target === 'facade' || target === 'roof' || target === 'door' || target === 'lawn' || target === 'paving'
  );
}

const outdoorMasks = new WeakMap<object, Partial<Record<OutdoorTarget, FloatMap>>>();

/**
 * The facade, roof (told apart from the facade above it), lawn and paving from the scene parser's groups; the door from its door class, snapped to
 * the photo's edges here (the parser's grid is coarser than the photo).
 */
function outdoorMask(target: OutdoorTarget, perception: Perception, image: RgbImage): FloatMap {
  let cache = outdoorMasks.get(perception);
  if (!cache) outdoorMasks.set(perception, (cache = {}));
  const cached = cache[target];
  if (cached) return cached;
  let mask: FloatMap;
  if (target === 'door') {
    const { side, labels } = perception.scene;
    const plane = new Float32Array(side * side);
    for (let i = 0; i < plane.length; i++) plane[i] = labels[i] === sceneClasses.door ? 1 : 0;
    const up = upsample(plane, side, side, image.width, image.height);
    const filter = createGuidedFilter(
      luminance(image),
      image.width,
      image.height,
      Math.max(2, Math.round(image.width / 200)),
      1e-3,
    );
    const data = filter(up);
    for (let i = 0; i < data.length; i++) data[i] = clamp((data[i]! - 0.2) / 0.6, 0, 1);
    mask = { width: image.width, height: image.height, data };
  } else {
    mask = perception.scene.mask(target);
  }
  cache[target] = mask;
  return mask;
}

/**
 * Moves each understood phrase whose surface barely changed (not in the photo, or protected) to the
 * not-understood list with the reason, and writes one plain sentence of what was done and what was not.
 */
export function checkFeedback(
  parsed: ParsedEdit,
  maskOf: (operation: EditOperation) => FloatMap | null | undefined,
  before: LabImage,
  after: LabImage,
  within?: FloatMap,
): { feedback: EditFeedback; summary: string } {
  const understood: EditFeedback['understood'] = [];
  const notUnderstood = [...parsed.feedback.notUnderstood];
  const done: string[] = [];
  parsed.feedback.understood.forEach((entry, index) => {
    const operations = parsed.operationsByPhrase[index] ?? [];
    let missing: string | null = null;
    for (const operation of operations) {
      const mask = maskOf(operation);
      if (operation.kind === 'grade' || mask === null) {
        if (operation.kind !== 'grade') missing = `I found no ${nameOf(operation)} in this photo to change.`;
        continue;
      }
      if (!mask) continue;
      const { area, changed } = changedShare(mask, before, after, within);
      if (area < 0.002) missing = `I found no ${nameOf(operation)} in this photo to change.`;
      else if (changed < 0.25)
        missing = `The ${nameOf(operation)} barely changed (it may already be that colour, or be protected).`;
    }
    if (missing) notUnderstood.push({ phrase: entry.phrase, reason: missing });
    else {
      understood.push(entry);
      done.push(describe(entry.applied));
    }
  });
  const parts: string[] = [];
  if (done.length > 0) parts.push(`I ${joinWords(done)}`);
  else parts.push('I changed nothing');
  for (const entry of notUnderstood)
    parts.push(`I did not do '${entry.phrase}': ${lowerFirst(entry.reason)}`);
  return { feedback: { understood, notUnderstood }, summary: `${parts.join('; ')}.` };
}

function lowerFirst(text: string): string {
  return text.replace(/[.]$/, '').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
}

function nameOf(operation: EditOperation): string {
  return operation.kind === 'grade' ? 'light' : targetNames[operation.target];
}

/** "walls → sage (#9caf88)" → "changed the walls to sage". */
function describe(applied: string): string {
  const [what, to] = applied.split(' → ');
  if (!to) return applied;
  const name = to.replace(/\s*\(#[0-9a-f]{6}\)/i, '').replace(/\s*\(no surface named, so the walls\)/, '');
  if (what === 'light') return `adjusted the light (${name})`;
  return `changed the ${what} to ${name}`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Share of the image under the mask, and share of the mask's pixels whose colour moved (ΔE > 5). */
function changedShare(mask: FloatMap, before: LabImage, after: LabImage, within?: FloatMap) {
  let area = 0;
  let changed = 0;
  const n = mask.data.length;
  for (let i = 0; i < n; i += 3) {
    const m = mask.data[i]! * (within ? within.data[i]! : 1);
    if (m < 0.5) continue;
    area++;
    const d = Math.hypot(before.L[i]! - after.L[i]!, before.a[i]! - after.a[i]!, before.b[i]! - after.b[i]!);
    if (d > 5) changed++;
  }
  return { area: (area * 3) / n, changed: area > 0 ? changed / area : 0 };
}

function maskFor(
  operation: EditOperation,
  masks: Partial<Record<Surface, FloatMap>>,
  within: FloatMap | undefined,
) {
  if (operation.kind === 'grade') return undefined;
  if (operation.target === 'selection') return within;
  if (operation.target === 'textiles' || isOutdoorTarget(operation.target)) return undefined;
  return masks[operation.target];
}

function targetLab(
  operation: EditOperation,
  current: [number, number, number] | null,
): [number, number, number] | null {
  if (operation.kind === 'recolour') return operation.lab;
  if (operation.kind === 'lightness' && current)
    return [clamp(current[0] + operation.delta, 0, 100), current[1], current[2]];
  return null;
}

function meanLab(
  lab: ReturnType<typeof imageToLab>,
  mask: FloatMap | undefined,
): [number, number, number] | null {
  if (!mask) return null;
  let w = 0;
  const sum = [0, 0, 0];
  for (let i = 0; i < mask.data.length; i++) {
    const m = mask.data[i]!;
    if (m < 0.5) continue;
    w += m;
    sum[0]! += lab.L[i]! * m;
    sum[1]! += lab.a[i]! * m;
    sum[2]! += lab.b[i]! * m;
  }
  return w > 0 ? [sum[0]! / w, sum[1]! / w, sum[2]! / w] : null;
}

/** A painted mask, softened along the photo's own edges. */
async function softMask(
  bytes: Uint8Array,
  image: { width: number; height: number; data: Uint8Array },
): Promise<FloatMap> {
  const binary = await decodeMask(bytes, image.width, image.height);
  const filter = createGuidedFilter(
    luminance(image),
    image.width,
    image.height,
    Math.max(2, Math.round(image.width / 256)),
    1e-3,
  );
  return { width: image.width, height: image.height, data: filter(Float32Array.from(binary)) };
}
