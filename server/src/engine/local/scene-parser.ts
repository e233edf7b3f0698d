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
  const input = new Float32Array(small.data.length);
  for (let i = 0; i < input.length; i++) input[i] = small.data[i]!;
  const feeds = { image: new ort.Tensor('float32', input, [1, parserSide, parserSide, 3]) };
  const result = await parser.run(feeds, ['labels']);
  const raw = result.labels?.data;
  if (!(raw instanceof BigInt64Array))
    throw new SceneParserModelError('The scene parser returned no labels.');
  const labels = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) labels[i] = Number(raw[i]);
  return { side: parserSide, labels };
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
