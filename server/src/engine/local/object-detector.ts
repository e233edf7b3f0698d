import path from 'node:path';
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

async function loadModel(): Promise<GraphModel> {
  if (!modelPromise) {
    modelPromise = (async () => {
      const tf = await loadTf();
      // `@vladmandic/human`'s main entry is dist/human.node.js: its models folder is one level up.
      const modelJson = path.join(packageDir('@vladmandic/human', 1), 'models', 'centernet.json');
      return tf.loadGraphModel(tf.io.fromMemory(readModelArtifacts(modelJson)));
    })();
  }
  return modelPromise;
}

export function categoryOf(label: string): DetectedObject['category'] {
  if (clutterLabels.has(label)) return 'clutter';
  return categories[label] ?? 'other';
}

export function isClutter(object: DetectedObject): boolean {
  return object.category === 'clutter';
}

/** Detects COCO objects; boxes are normalised to the image. Calls are serialised (one tfjs backend). */
export async function detectObjects(image: RgbImage, options: { minConfidence?: number } = {}) {
  const run = queue.then(() => runDetection(image, options.minConfidence ?? 0.2));
  queue = run.catch(() => undefined);
  return run;
}

async function runDetection(image: RgbImage, minConfidence: number): Promise<DetectedObject[]> {
  const [tf, model] = await Promise.all([loadTf(), loadModel()]);
  // The model takes a square 512 input; stretching (as `human` does) keeps the whole frame.
  const resized = await resizeRgb(image, inputSize, inputSize, 'linear');
  const input = tf.tensor4d(Float32Array.from(resized.data), [1, inputSize, inputSize, 3]);
  let output: Tensor | null = null;
  try {
    output = model.execute(input, ['tower_0/detections']) as Tensor;
    const rows = ((await output.array()) as number[][][])[0] ?? [];
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
  } finally {
    input.dispose();
    output?.dispose();
  }
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
