import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GraphModel, Tensor } from '@tensorflow/tfjs';
import type { DetectedObject } from '../design-engine.port';
import type { RgbImage } from '../image/raster';
import { resizeRgb } from '../image/raster';
import { loadTf, packageDir, readModelArtifacts } from '../image/tf-runtime';

/**
 * COCO object detector: the MobileNetV3 CenterNet model that ships (4 MB) inside `@vladmandic/human`.
 * We run the graph model directly on tfjs-wasm instead of through `human`, which needs a global
 * `fetch` shim for file URLs: the server must not patch `fetch` for everyone else.
 */
const cocoLabels = [
  'person', 'bicycle', 'car', 'motorcycle', 'airplane', 'bus', 'train', 'truck', 'boat', 'traffic light',
  'fire hydrant', 'stop sign', 'parking meter', 'bench', 'bird', 'cat', 'dog', 'horse', 'sheep', 'cow',
  'elephant', 'bear', 'zebra', 'giraffe', 'backpack', 'umbrella', 'handbag', 'tie', 'suitcase', 'frisbee',
  'skis', 'snowboard', 'sports ball', 'kite', 'baseball bat', 'baseball glove', 'skateboard', 'surfboard',
  'tennis racket', 'bottle', 'wine glass', 'cup', 'fork', 'knife', 'spoon', 'bowl', 'banana', 'apple',
  'sandwich', 'orange', 'broccoli', 'carrot', 'hot dog', 'pizza', 'donut', 'cake', 'chair', 'couch',
  'potted plant', 'bed', 'dining table', 'toilet', 'tv', 'laptop', 'mouse', 'remote', 'keyboard',
  'cell phone', 'microwave', 'oven', 'toaster', 'sink', 'refrigerator', 'book', 'clock', 'vase', 'scissors',
  'teddy bear', 'hair drier', 'toothbrush',
]; // prettier-ignore

const categories: Record<string, DetectedObject['category']> = {
  chair: 'furniture',
  couch: 'furniture',
  bed: 'furniture',
  'dining table': 'furniture',
  bench: 'furniture',
  'potted plant': 'decor',
  vase: 'decor',
  clock: 'decor',
  refrigerator: 'appliance',
  oven: 'appliance',
  microwave: 'appliance',
  toaster: 'appliance',
  sink: 'appliance',
  toilet: 'appliance',
  tv: 'electronics',
  laptop: 'electronics',
  keyboard: 'electronics',
  mouse: 'electronics',
  person: 'person',
};

const clutterLabels = new Set([
  'backpack', 'umbrella', 'handbag', 'tie', 'suitcase', 'frisbee', 'skis', 'snowboard', 'sports ball', 'kite',
  'baseball bat', 'baseball glove', 'skateboard', 'surfboard', 'tennis racket', 'bottle', 'wine glass', 'cup',
  'fork', 'knife', 'spoon', 'bowl', 'banana', 'apple', 'sandwich', 'orange', 'broccoli', 'carrot', 'hot dog',
  'pizza', 'donut', 'cake', 'remote', 'cell phone', 'book', 'scissors', 'teddy bear', 'hair drier', 'toothbrush',
]); // prettier-ignore

/** Names users know: the detector says "couch" and "tv". */
const displayNames: Record<string, string> = { couch: 'sofa', tv: 'TV', 'cell phone': 'phone' };

const inputSize = 512;
let modelPromise: Promise<GraphModel> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function modelJsonPath(): string {
  // `@vladmandic/human`'s main entry is dist/human.node.js: its models folder is one level up.
  return path.join(packageDir('@vladmandic/human', 1), 'models', 'centernet.json');
}

async function loadModel(): Promise<GraphModel> {
  if (!modelPromise) {
    modelPromise = (async () => {
      const tf = await loadTf();
      return tf.loadGraphModel(tf.io.fromMemory(readModelArtifacts(modelJsonPath())));
    })();
  }
  return modelPromise;
}

/**
 * The detector runs on its own thread: tfjs-wasm is single-threaded in Node, and the ~0.25 s of CNN
 * work would otherwise block the event loop, so lines, superpixels and colour work of the same
 * operation run beside it on the second core. Same backend, same weights, same input: same numbers as
 * in-process. The worker is CommonJS source evaluated from a string (the server is bundled into one
 * file, so a separate worker file would not ship); package paths are resolved here and passed in.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const sharp = require(workerData.sharp);
const tf = require(workerData.tfjs);
const { setWasmPaths } = require(workerData.wasm);
const ready = (async () => {
  setWasmPaths(workerData.wasmDir);
  await tf.setBackend('wasm');
  await tf.ready();
  return tf.loadGraphModel(tf.io.fromMemory(workerData.artifacts));
})();
// Without a model the thread is useless: ending it makes the engine detect on its own thread.
ready.catch(() => process.exit(1));
parentPort.on('message', async (message) => {
  let input = null;
  let output = null;
  try {
    const { width, height, size } = message;
    // The same resize as resizeRgb(image, size, size, 'linear') on the main thread.
    const pixels =
      width === size && height === size
        ? message.pixels
        : await sharp(message.pixels, { raw: { width, height, channels: 3 } })
            .resize(size, size, { fit: 'fill', kernel: 'linear' })
            .raw()
            .toBuffer();
    const model = await ready;
    input = tf.tensor4d(new Float32Array(pixels), [1, size, size, 3]);
    output = model.execute(input, ['tower_0/detections']);
    const rows = (await output.array())[0] || [];
    parentPort.postMessage({ id: message.id, rows });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String((error && error.stack) || error) });
  } finally {
    if (input) input.dispose();
    if (output) output.dispose();
  }
});
`;

interface Pending {
  resolve: (rows: number[][]) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let workerBroken = false;
let nextJob = 1;
const pending = new Map<number, Pending>();

function detectorWorker(): Worker | null {
  if (workerBroken) return null;
  if (worker) return worker;
  try {
    const require = createRequire(import.meta.url);
    const created = new Worker(workerSource, {
      eval: true,
      workerData: {
        sharp: require.resolve('sharp'),
        tfjs: require.resolve('@tensorflow/tfjs'),
        wasm: require.resolve('@tensorflow/tfjs-backend-wasm'),
        wasmDir: `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}${path.sep}`,
        artifacts: readModelArtifacts(modelJsonPath()),
      },
    });
    // Idle, the worker must not keep the process alive; while a job runs it must (see runInWorker).
    created.unref();
    created.on('message', (message: { id: number; rows?: number[][]; error?: string }) => {
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      if (pending.size === 0) created.unref();
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.rows ?? []);
    });
    const fail = (error: Error) => {
      workerBroken = true;
      worker = null;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    };
    created.on('error', fail);
    created.on('exit', (code) => fail(new Error(`detector worker exited (${code})`)));
    worker = created;
    return created;
  } catch {
    workerBroken = true;
    return null;
  }
}

function runInWorker(target: Worker, image: RgbImage): Promise<number[][]> {
  const id = nextJob++;
  // The full image goes over (a copy, ~1 ms): the worker resizes it, so the detector starts at once.
  const pixels = new Uint8Array(image.data);
  return new Promise<number[][]>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, width: image.width, height: image.height, size: inputSize, pixels }, [
      pixels.buffer,
    ]);
  });
}

async function runInProcess(image: RgbImage): Promise<number[][]> {
  const [tf, model] = await Promise.all([loadTf(), loadModel()]);
  // The model takes a square 512 input; stretching (as `human` does) keeps the whole frame.
  const resized = await resizeRgb(image, inputSize, inputSize, 'linear');
  const input = tf.tensor4d(Float32Array.from(resized.data), [1, inputSize, inputSize, 3]);
  let output: Tensor | null = null;
  try {
    output = model.execute(input, ['tower_0/detections']) as Tensor;
    return ((await output.array()) as number[][][])[0] ?? [];
  } finally {
    input.dispose();
    output?.dispose();
  }
}

/** Raw detector rows (x1, y1, x2, y2, score, class in input pixels): on the worker, else in-process. */
async function detectionRows(image: RgbImage): Promise<number[][]> {
  const target = detectorWorker();
  if (target) {
    try {
      return await runInWorker(target, image);
    } catch (error) {
      // A worker that cannot start (or died) is not a reason to fail: run on this thread instead.
      if (!workerBroken) throw error;
    }
  }
  const run = queue.then(() => runInProcess(image));
  queue = run.catch(() => undefined);
  return run;
}

export function categoryOf(label: string): DetectedObject['category'] {
  if (clutterLabels.has(label)) return 'clutter';
  return categories[label] ?? 'other';
}

/** Detects COCO objects; boxes are normalised to the image. */
export async function detectObjects(image: RgbImage, options: { minConfidence?: number } = {}) {
  return toObjects(await detectionRows(image), options.minConfidence ?? 0.2);
}

function toObjects(rows: number[][], minConfidence: number): DetectedObject[] {
  const candidates = rows
    .filter((row) => (row[4] ?? 0) >= minConfidence && Number.isFinite(row[5]))
    .sort((p, q) => (q[4] ?? 0) - (p[4] ?? 0));
  const kept: DetectedObject[] = [];
  for (const row of candidates) {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, score = 0, cls = 0] = row;
    const label = cocoLabels[Math.round(cls)];
    if (!label) continue;
    const box = {
      x: clamp01(x1 / inputSize),
      y: clamp01(y1 / inputSize),
      width: clamp01((x2 - x1) / inputSize),
      height: clamp01((y2 - y1) / inputSize),
    };
    if (box.width <= 0 || box.height <= 0) continue;
    // One box, one object: the detector often gives a vase and a bottle for the same thing.
    if (kept.some((other) => iou(other.box, box) > 0.5)) continue;
    kept.push({
      objectName: displayNames[label] ?? label,
      category: categoryOf(label),
      confidence: Math.round(score * 100) / 100,
      box,
    });
    if (kept.length >= 30) break;
  }
  return kept;
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}

export function iou(
  p: { x: number; y: number; width: number; height: number },
  q: { x: number; y: number; width: number; height: number },
): number {
  const ix = Math.max(0, Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x));
  const iy = Math.max(0, Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y));
  const inter = ix * iy;
  const union = p.width * p.height + q.width * q.height - inter;
  return union > 0 ? inter / union : 0;
}
