import type { GeneratedImage, RenderIdeaInput } from '../design-engine.port';
import { throwIfAborted } from '../engine-errors';
import { hexToLab, imageToLab, type LabImage } from '../image/color';
import { decodeForOutput, encodePng, type FloatMap, type RgbImage } from '../image/raster';
import { perceiveRoom, type Perception } from './perceive';
import { applyRecolour, textileMask, type ColourTarget, type RecolourPlan } from './recolour';
import { planKeepItems } from './keep-items';
import { prepareStructureScore, structureScore } from './structure-score';
import { surfaceLabels } from './surfaces';
import { localModelId, previewNote, progress } from './local-common';

const strengthByCreativity = { 1: 0.55, 2: 0.75, 3: 0.9, 4: 1 } as const;

/**
 * Renders an idea by recolouring the room's surfaces toward the idea's palette and grading its light.
 * Nothing is drawn or moved, so the room keeps every edge; furniture and materials stay what they are.
 */
export async function renderIdeaLocally(input: RenderIdeaInput): Promise<GeneratedImage> {
  progress(input, 'preparing', 0.05, 'Reading the photo');
  const image = await decodeForOutput(input.image, input.outputSize);
  throwIfAborted(input.signal);
  progress(input, 'analyzing-image', 0.25, 'Finding walls, floor and furniture');
  const perceiving = perceiveRoom(image, { exterior: input.roomLocation === 'exterior', masks: true });
  perceiving.catch(() => undefined); // awaited below
  // Work that does not depend on the perception runs while the detector thread is busy.
  const lab = imageToLab(image);
  await prepareStructureScore(image);
  const perception = await perceiving;
  throwIfAborted(input.signal);
  progress(input, 'rendering', 0.6, 'Recolouring and relighting');
  const { idea } = input;
  const strength = strengthByCreativity[idea.creativity];
  const colour = (role: string) => idea.colorPalette.find((c) => c.role === role);
  const walls = colour('walls') ?? idea.colorPalette[0];
  const floor = colour('floor');
  const textile = colour('textile') ?? colour('accent');
  const keep = planKeepItems(input.itemsNotToChange, perception.objects, image);
  const notes = [previewNote];
  const plan: RecolourPlan = {
    surfaces: {},
    grade: {
      warmth: idea.lighting.warmth * 0.6,
      brightness: idea.lighting.brightness * 0.5,
      contrast: idea.creativity >= 4 ? 0.15 : 0,
      saturation: (idea.creativity - 2) * 0.06,
    },
    keep: keep.mask ?? undefined,
  };
  if (!perception.exterior) {
    if (walls && !keep.surfaces.includes('wall')) plan.surfaces.wall = { lab: hexToLab(walls.hex), strength };
    if (floor && floor.name !== 'Existing floor' && !keep.surfaces.includes('floor')) {
      plan.surfaces.floor = { lab: hexToLab(floor.hex), strength: strength * 0.85 };
    }
    // Ceilings stay light in almost every scheme; a hint of warmth keeps them from looking grey.
    if (!keep.surfaces.includes('ceiling'))
      plan.surfaces.ceiling = { lab: hexToLab('#f4f1ea'), strength: 0.3 * strength };
  } else {
    notes.push('Exterior photo: the local engine grades light and colour; it does not repaint facades.');
  }
  if (textile && idea.creativity >= 2)
    plan.textiles = { lab: hexToLab(textile.hex), strength: strength * 0.6 };
  const textiles = plan.textiles ? textileMask(image, perception.objects, lab) : null;
  const { output, score, factor, png } = await recolourWithinStructure(
    image,
    plan,
    perception.masks(),
    textiles,
    lab,
    { encode: true },
  );
  notes.push(...describeChanges(perception, plan, textiles !== null), ...keepNotes(keep));
  if (factor < 1)
    notes.push(`Toned the change down to ${Math.round(factor * 100)}% to keep the room's structure intact.`);
  throwIfAborted(input.signal);
  return finishImage({ input, image, output, notes, score, png });
}

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
  for (let attempt = 0; attempt < 4; attempt++) {
    const output = applyRecolour(image, scalePlan(plan, factor), masks, textiles, lab);
    // The PNG encodes on sharp's threads while the score is computed here; almost every first
    // attempt passes, so it is seldom thrown away.
    const png = options.encode ? encodePng(output) : undefined;
    png?.catch(() => undefined); // awaited by the caller
    const score = await structureScore(image, output);
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
  /** Already computed by the caller. */
  score?: number;
  /** The output's PNG, already being encoded by the caller. */
  png?: Promise<Uint8Array>;
}): Promise<GeneratedImage> {
  progress(args.input, 'scoring', 0.9, 'Checking the room structure');
  const [score, png] = await Promise.all([
    args.score ?? structureScore(args.image, args.output, { ignore: args.ignore }),
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

function describeChanges(perception: Perception, plan: RecolourPlan, textiles: boolean): string[] {
  const { labels } = perception.surfaces;
  const notes: string[] = [];
  for (const surface of ['wall', 'floor', 'ceiling'] as const) {
    if (!plan.surfaces[surface]) continue;
    const name = surface === 'wall' ? 'walls' : surface;
    const count = labels.reduce((sum, label) => sum + (label === surfaceLabels[surface] ? 1 : 0), 0);
    const pct = Math.round((count / labels.length) * 100);
    notes.push(
      pct > 0
        ? `Recoloured the ${name} (about ${pct}% of the photo).`
        : `Could not find the ${name} in this photo; left as is.`,
    );
  }
  if (plan.textiles) {
    notes.push(
      textiles
        ? 'Shifted sofa, bed and chair fabrics toward the idea’s textile colour.'
        : 'No sofa, bed or chair found to recolour.',
    );
  }
  return notes;
}

function keepNotes(keep: ReturnType<typeof planKeepItems>): string[] {
  const notes: string[] = [];
  if (keep.protected.length > 0) notes.push(`Left unchanged: ${keep.protected.join(', ')}.`);
  if (keep.notFound.length > 0)
    notes.push(`Could not find ${keep.notFound.join(', ')} in the photo to protect.`);
  return notes;
}
