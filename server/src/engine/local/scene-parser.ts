import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InferenceSession } from 'onnxruntime-node';
import type { RgbImage } from '../image/raster';
import { resizeRgb } from '../image/raster';

/** ADE20K's 31 most frequent classes, as the MOSAIC segmenter numbers them (see server/models/scene-parser). */
export const sceneClasses = {
  other: 0,
  wall: 1,
  building: 2,
  sky: 3,
  floor: 4,
  tree: 5,
  ceiling: 6,
  road: 7,
  bed: 8,
  windowpane: 9,
  grass: 10,
  cabinet: 11,
  sidewalk: 12,
  person: 13,
  earth: 14,
  door: 15,
  table: 16,
  mountain: 17,
  plant: 18,
  curtain: 19,
  chair: 20,
  car: 21,
  water: 22,
  painting: 23,
  sofa: 24,
  shelf: 25,
  house: 26,
  sea: 27,
  mirror: 28,
  rug: 29,
  field: 30,
  armchair: 31,
} as const;
export type SceneClass = keyof typeof sceneClasses;

export const parserSide = 512;
const modelFile = 'scene-parser-ade20k31-u8w.onnx';
const modelSha256 = 'ad59792f5f2989ef6770b29757dfe4917c3fc4e06d29750b3825cd7aa4572902';

/** A class per pixel of the photo stretched to 512 x 512 (the network's own grid). */
export interface SceneParse {
  side: number;
  labels: Uint8Array;
}

export class SceneParserModelError extends Error {
  override name = 'SceneParserModelError';
}

/**
 * Finds the committed model by walking up from this module: the same code runs from
 * server/src/engine/local (tests, tsx) and from the bundled server/dist/main.js.
 */
export function sceneParserModelPath(): string {
  const override = process.env.ROOMCRAFT_SCENE_PARSER_MODEL;
  if (override) return override;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = path.join(dir, 'models', 'scene-parser', modelFile);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return path.join(process.cwd(), 'server', 'models', 'scene-parser', modelFile);
}

/**
 * Reads the model and checks its sha256: the offline engine is built on this network, so a missing or
 * altered file must stop it loudly instead of leaving every render with guessed walls.
 */
export function readSceneParserModel(file = sceneParserModelPath()): Uint8Array {
  if (!existsSync(file)) {
    throw new SceneParserModelError(
      `The offline engine's scene-parser model is missing: expected ${file}. Restore server/models/scene-parser from the repository.`,
    );
  }
  const bytes = readFileSync(file);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== modelSha256) {
    throw new SceneParserModelError(
      `The offline engine's scene-parser model at ${file} is corrupt (sha256 ${sha}, expected ${modelSha256}). Restore it from the repository.`,
    );
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

let session: Promise<InferenceSession> | null = null;

/** One session per process; a failed load is not cached so a restored file is picked up. */
export function loadSceneParser(): Promise<InferenceSession> {
  session ??= (async () => {
    const bytes = readSceneParserModel();
    const ort = await import('onnxruntime-node');
    return ort.InferenceSession.create(bytes, { intraOpNumThreads: 2, interOpNumThreads: 1 });
  })();
  session.catch(() => {
    session = null;
  });
  return session;
}

const cache = new Map<string, Promise<SceneParse>>();
const cacheSize = 8;
// onnxruntime runs one inference at a time here: two at once only fight over the same two cores.
let queue: Promise<unknown> = Promise.resolve();

/** Labels every pixel of the photo; memoised by the photo's content, so four ideas parse it once. */
export function parseScene(image: RgbImage): Promise<SceneParse> {
  const key = createHash('sha1').update(image.data).update(`${image.width}x${image.height}`).digest('hex');
  const cached = cache.get(key);
  if (cached) return cached;
  const running = queue.then(() => runParser(image));
  queue = running.catch(() => undefined);
  cache.set(key, running);
  running.catch(() => cache.delete(key));
  while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  return running;
}

async function runParser(image: RgbImage): Promise<SceneParse> {
  const parser = await loadSceneParser();
  const ort = await import('onnxruntime-node');
  const small = await resizeRgb(image, parserSide, parserSide, 'linear');
  const run = async (data: Uint8Array, output: 'labels' | 'logits') => {
    const input = new Float32Array(data.length);
    for (let i = 0; i < input.length; i++) input[i] = data[i]!;
    const feeds = { image: new ort.Tensor('float32', input, [1, parserSide, parserSide, 3]) };
    const result = await parser.run(feeds, [output]);
    return result[output]?.data;
  };
  // The network is not mirror-symmetric: a door or a lamp it finds in a photo it can miss in the same
  // photo mirrored, and the door was painted like the wall. It also looks at the mirror image, and a
  // thing never to be painted that the mirror view finds where the photo's own view sees a plane is
  // kept (ADR 074).
  const direct = await run(small.data, 'labels');
  if (!(direct instanceof BigInt64Array))
    throw new SceneParserModelError('The scene parser returned no labels.');
  const mirrored = await run(mirrorRgb(small.data, parserSide), 'logits');
  if (!(mirrored instanceof Float32Array) || mirrored.length !== classCount * logitSide * logitSide)
    throw new SceneParserModelError('The scene parser returned no logits.');
  const labels = new Uint8Array(direct.length);
  for (let i = 0; i < labels.length; i++) labels[i] = Number(direct[i]);
  keepThingsSeenInMirror(labels, mirrored);
  return { side: parserSide, labels };
}

/** The network's score grid: 32 classes over 128 x 128 cells, each cell 4 x 4 input pixels. */
/** How many classes the parser names (its labels are 0 to classCount - 1; scene-masks.ts adds its own above). */
export const classCount = 32;
const logitSide = 128;

function mirrorRgb(data: Uint8Array, side: number): Uint8Array {
  const out = new Uint8Array(data.length);
  for (let y = 0; y < side; y++) {
    const row = y * side;
    for (let x = 0; x < side; x++) {
      const from = (row + x) * 3;
      const to = (row + side - 1 - x) * 3;
      out[to] = data[from]!;
      out[to + 1] = data[from + 1]!;
      out[to + 2] = data[from + 2]!;
    }
  }
  return out;
}

/** The room's and the street's planes: what the engine paints or re-lays over a whole plane. */
const planeClasses = new Set<number>(
  (
    ['wall', 'floor', 'ceiling', 'building', 'house', 'road', 'sidewalk', 'grass', 'earth', 'field'] as const
  ).map((c) => sceneClasses[c]),
);

/**
 * Things the engine never paints and that need no outline search of their own: a door, a window, a lamp
 * or a vase (the parser's 'other'), a table, a plant, a person. Pictures and mirrors are completed from
 * the photo's own outline (picture-outline.ts); sofas, beds, curtains, rugs and cabinets are restyled.
 */
const protectedThings = new Set<number>(
  (
    [
      'other',
      'door',
      'windowpane',
      'table',
      'chair',
      'shelf',
      'plant',
      'tree',
      'person',
      'car',
      'water',
      'sky',
    ] as const
  ).map((c) => sceneClasses[c]),
);

/**
 * Where the photo's own labels say a plane and the mirror image's best class, its scores read back
 * mirrored and interpolated bilinearly from the 128 x 128 grid (sampled at x / 4, the way the network's
 * own label output does), is a protected thing, the thing is kept.
 */
function keepThingsSeenInMirror(labels: Uint8Array, mirrored: Float32Array): void {
  const side = parserSide;
  const scale = logitSide / side;
  const plane = logitSide * logitSide;
  for (let y = 0; y < side; y++) {
    const fy = y * scale;
    const y0 = Math.floor(fy);
    const wy = fy - y0;
    const r0 = y0 * logitSide;
    const r1 = Math.min(logitSide - 1, y0 + 1) * logitSide;
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      if (!planeClasses.has(labels[i]!)) continue;
      const fx = x * scale;
      const x0 = Math.floor(fx);
      const wx = fx - x0;
      // The mirrored grid is stored mirrored: its columns are read from the other side.
      const m0 = logitSide - 1 - x0;
      const m1 = logitSide - 1 - Math.min(logitSide - 1, x0 + 1);
      let seen = 0;
      let top = -Infinity;
      for (let c = 0, o = 0; c < classCount; c++, o += plane) {
        const score = bilinear(mirrored, o + r0, o + r1, m0, m1, wx, wy);
        if (score > top) {
          top = score;
          seen = c;
        }
      }
      if (protectedThings.has(seen)) labels[i] = seen;
    }
  }
}

function bilinear(
  scores: Float32Array,
  row0: number,
  row1: number,
  x0: number,
  x1: number,
  wx: number,
  wy: number,
): number {
  const top = scores[row0 + x0]! + wx * (scores[row0 + x1]! - scores[row0 + x0]!);
  const bottom = scores[row1 + x0]! + wx * (scores[row1 + x1]! - scores[row1 + x0]!);
  return top + wy * (bottom - top);
}

/** Share of the photo per class (0..1), for analysis notes and the truthful change list. */
export function classShares(parse: SceneParse): Float64Array {
  const shares = new Float64Array(32);
  for (let i = 0; i < parse.labels.length; i++) shares[parse.labels[i]!]! += 1;
  for (let k = 0; k < shares.length; k++) shares[k]! /= parse.labels.length;
  return shares;
}

/** Forgets every parse (benchmarks measure cold runs with it). */
export function clearSceneParseCache(): void {
  cache.clear();
}
