import type { EditInput, EditResult } from '../design-engine.port';
import { EngineError, engineErrorCodes, throwIfAborted } from '../engine-errors';
import { clamp, createGuidedFilter, luminance } from '../image/filters';
import { imageToLab } from '../image/color';
import { decodeForOutput, decodeMask, type FloatMap } from '../image/raster';
import { parseEditPrompt, type EditOperation } from './edit-grammar';
import { planKeepItems } from './keep-items';
import { localModelId, previewNote, progress } from './local-common';
import { perceiveRoom } from './perceive';
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
  const result = await finishImage({ input, image, output, notes, score });
  return { ...result, model: localModelId, feedback: parsed.feedback };
}

function maskFor(
  operation: EditOperation,
  masks: Partial<Record<Surface, FloatMap>>,
  within: FloatMap | undefined,
) {
  if (operation.kind === 'grade') return undefined;
  if (operation.target === 'selection') return within;
  if (operation.target === 'textiles') return undefined;
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
