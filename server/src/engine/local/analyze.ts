import type { AnalyzeRoomInput, DetectedObject, RoomAnalysis } from '../design-engine.port';
import { throwIfAborted } from '../engine-errors';
import { imageToLab } from '../image/color';
import { decodeForOutputOnce, resizeRgb, type RgbImage } from '../image/raster';
import { localModelId, progress } from './local-common';
import { extractPalette } from './palette';
import { perceiveRoom } from './perceive';
import { surfaceSummary } from './surfaces';

/** Palette, light, lines, surfaces and objects of a room photo, offline. */
export async function analyzeRoomLocally(input: AnalyzeRoomInput): Promise<RoomAnalysis> {
  progress(input, 'preparing', 0.05, 'Reading the photo');
  // Same decode as the renders, so that an ideation's renders reuse this perception (see perceive.ts).
  const image = await decodeForOutputOnce(input.image, 'auto');
  throwIfAborted(input.signal);
  progress(input, 'analyzing-image', 0.2, 'Measuring colour, light and structure');
  const lightWidth = Math.min(image.width, 320);
  // Perception first: it hands the photo to the detector thread before the palette's k-means runs here.
  const [perception, palette, light] = await Promise.all([
    perceiveRoom(image, { detectObjects: input.detectObjects }),
    extractPalette(image),
    resizeRgb(
      image,
      lightWidth,
      Math.max(1, Math.round((image.height * lightWidth) / image.width)),
      'linear',
    ).then(measureLight),
  ]);
  const { objects } = perception;
  progress(input, 'done', 1, 'Done');
  const notes: string[] = [];
  if (perception.exterior)
    notes.push('Looks like an exterior photo (sky in view): wall and ceiling estimates are skipped.');
  return {
    engine: 'local',
    model: localModelId,
    notes,
    width: image.width,
    height: image.height,
    palette,
    light,
    lines: perception.lines,
    regions: {
      ...surfaceSummary(perception.surfaces),
      textile: { share: round3(perception.scene.share.textile), hex: null },
      cabinet: { share: round3(perception.scene.share.cabinet), hex: null },
      facade: { share: round3(perception.scene.share.facade), hex: null },
      paving: { share: round3(perception.scene.share.paving), hex: null },
      lawn: { share: round3(perception.scene.share.lawn), hex: null },
      roof: { share: round3(perception.scene.share.roof), hex: null },
      door: { share: round3(perception.scene.share.door), hex: null },
    },
    objects,
    roomTypeGuess: guessRoomType(objects, perception.exterior),
  };
}

/**
 * What an ideation of this photo needs first, done ahead (see ADR 072): its analysis, and for a room the
 * surface masks every render paints within (wall and ceiling, floor, fabrics, cabinet fronts). All are
 * cached with the photo's perception, which the ideation's analysis and renders look up by content.
 */
export async function warmUpLocally(bytes: Uint8Array): Promise<void> {
  await analyzeRoomLocally({ image: bytes });
  const perception = await perceiveRoom(await decodeForOutputOnce(bytes, 'auto'));
  if (perception.exterior) return;
  for (const surface of ['wall', 'floor', 'textile', 'cabinet'] as const) perception.scene.mask(surface);
}

/**
 * Light level from mean lightness, contrast from its spread, and warmth from the colour cast of the
 * brighter, near-neutral pixels (walls and ceilings lit by the room's light, not coloured objects).
 */
export function measureLight(image: RgbImage): RoomAnalysis['light'] {
  const lab = imageToLab(image);
  const n = lab.L.length;
  let sum = 0;
  let sumSq = 0;
  let castB = 0;
  let castA = 0;
  let neutral = 0;
  for (let i = 0; i < n; i += 2) {
    const L = lab.L[i]!;
    sum += L;
    sumSq += L * L;
    const a = lab.a[i]!;
    const b = lab.b[i]!;
    if (L > 45 && Math.hypot(a, b) < 25) {
      castA += a;
      castB += b;
      neutral++;
    }
  }
  const count = Math.ceil(n / 2);
  const mean = sum / count;
  const spread = Math.sqrt(Math.max(0, sumSq / count - mean * mean));
  const cast = neutral > 0 ? (castB + 0.3 * castA) / neutral : 0;
  const level = Math.min(1, Math.max(0, mean / 100));
  const warmth = Math.max(-1, Math.min(1, cast / 15));
  return {
    level: round2(level),
    warmth: round2(warmth),
    contrast: round2(Math.min(1, spread / 40)),
    label: level < 0.4 ? 'dim' : level > 0.62 ? 'bright' : 'moderate',
    tone: warmth > 0.25 ? 'warm' : warmth < -0.15 ? 'cool' : 'neutral',
  };
}

/** The furniture says what the room is: a bed makes a bedroom. */
const roomSignals: Array<{ objects: string[]; roomType: string; weight: number }> = [
  { objects: ['bed'], roomType: 'bedroom', weight: 3 },
  { objects: ['toilet'], roomType: 'bathroom', weight: 3 },
  { objects: ['oven', 'refrigerator', 'microwave', 'sink', 'toaster'], roomType: 'kitchen', weight: 1.5 },
  { objects: ['dining table'], roomType: 'dining-room', weight: 1 },
  { objects: ['sofa', 'TV'], roomType: 'living-room', weight: 1.5 },
  { objects: ['laptop', 'keyboard', 'mouse'], roomType: 'home-office', weight: 1.2 },
];

function guessRoomType(objects: DetectedObject[], exterior: boolean): RoomAnalysis['roomTypeGuess'] {
  if (exterior) return { value: 'garden', confidence: 0.4 };
  const scores = new Map<string, number>();
  for (const object of objects) {
    for (const signal of roomSignals) {
      if (signal.objects.includes(object.objectName)) {
        scores.set(signal.roomType, (scores.get(signal.roomType) ?? 0) + signal.weight * object.confidence);
      }
    }
  }
  const ranked = [...scores.entries()].sort((p, q) => q[1] - p[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 0.3) return null;
  const confidence = Math.min(0.9, best[1] / (best[1] + (second?.[1] ?? 0) + 0.5));
  return { value: best[0], confidence: round2(confidence) };
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
