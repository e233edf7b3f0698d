import { boxBlur } from '../image/filters';
import { loadOpenCv, release, type Cv } from '../image/opencv';
import type { RgbImage } from '../image/raster';

/**
 * Fills the masked pixels from their surroundings. OpenCV's Telea inpainting is sharp for thin and small
 * holes but smears across big ones, so it is blended with a smooth push-pull membrane (the broad colour
 * and light of a hole) by distance from the edge. Inside a large hole, fine texture (rug weave, wood
 * grain) is borrowed from the best-matching neighbouring patch, so the fill does not look like plastic.
 * Every step only looks near a hole, so each hole is filled in its own crop of the photo (the hole, plus
 * the reach of the patch search round it) rather than over the whole frame. Pixels outside the mask are
 * returned unchanged.
 */
export async function inpaint(image: RgbImage, hole: Uint8Array): Promise<RgbImage> {
  const { cv } = await loadOpenCv();
  const { width, height } = image;
  const out = new Uint8Array(image.data);
  for (const crop of holeCrops(cv, hole, width, height)) {
    const part = cropImage(image, crop);
    const partHole = new Uint8Array(crop.w * crop.h);
    for (let y = 0; y < crop.h; y++)
      for (let x = 0; x < crop.w; x++) partHole[y * crop.w + x] = hole[(crop.y + y) * width + crop.x + x]!;
    const filled = await inpaintWhole(cv, part, partHole);
    for (let y = 0; y < crop.h; y++) {
      for (let x = 0; x < crop.w; x++) {
        const li = y * crop.w + x;
        if (!crop.own[li]) continue;
        const i = (crop.y + y) * width + crop.x + x;
        for (let c = 0; c < 3; c++) out[i * 3 + c] = filled[li * 3 + c]!;
      }
    }
  }
  return { width, height, data: out };
}

interface HoleCrop {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The crop's pixels that belong to the hole(s) this crop fills (1), in crop coordinates. */
  own: Uint8Array;
}

/**
 * One crop per hole: its bounding box grown by the reach of the patch search in `borrowedDetail` (1.6 box
 * sizes plus the ring), clipped to the photo. Holes whose crops overlap share one crop, so that each hole
 * pixel is filled once.
 */
function holeCrops(cv: Cv, hole: Uint8Array, width: number, height: number): HoleCrop[] {
  const labels = new cv.Mat();
  const stats = new cv.Mat();
  const centroids = new cv.Mat();
  const mask = new cv.Mat(height, width, cv.CV_8UC1);
  try {
    const maskData = mask.data;
    for (let i = 0; i < hole.length; i++) maskData[i] = hole[i] ? 255 : 0;
    const count = cv.connectedComponentsWithStats(mask, labels, stats, centroids, 8, cv.CV_32S);
    let boxes: Array<{ x0: number; y0: number; x1: number; y1: number; members: number[] }> = [];
    for (let k = 1; k < count; k++) {
      const [x, y, w, h] = [0, 1, 2, 3].map((j) => stats.intAt(k, j)) as [number, number, number, number];
      const reach = Math.ceil(Math.max(w, h) * 1.6) + 16;
      boxes.push({
        x0: Math.max(0, x - reach),
        y0: Math.max(0, y - reach),
        x1: Math.min(width, x + w + reach),
        y1: Math.min(height, y + h + reach),
        members: [k],
      });
    }
    // Merge overlapping crops until none overlap.
    for (let merged = true; merged;) {
      merged = false;
      const next: typeof boxes = [];
      for (const box of boxes) {
        const other = next.find((o) => o.x0 < box.x1 && box.x0 < o.x1 && o.y0 < box.y1 && box.y0 < o.y1);
        if (!other) {
          next.push(box);
          continue;
        }
        other.x0 = Math.min(other.x0, box.x0);
        other.y0 = Math.min(other.y0, box.y0);
        other.x1 = Math.max(other.x1, box.x1);
        other.y1 = Math.max(other.y1, box.y1);
        other.members.push(...box.members);
        merged = true;
      }
      boxes = next;
    }
    const labelOf = labels.data32S;
    return boxes.map((box) => {
      const w = box.x1 - box.x0;
      const h = box.y1 - box.y0;
      const members = new Set(box.members);
      const own = new Uint8Array(w * h);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const label = labelOf[(box.y0 + y) * width + box.x0 + x]!;
          if (label > 0 && members.has(label)) own[y * w + x] = 1;
        }
      return { x: box.x0, y: box.y0, w, h, own };
    });
  } finally {
    release(labels, stats, centroids, mask);
  }
}

function cropImage(image: RgbImage, crop: { x: number; y: number; w: number; h: number }): RgbImage {
  const data = new Uint8Array(crop.w * crop.h * 3);
  for (let y = 0; y < crop.h; y++) {
    const from = ((crop.y + y) * image.width + crop.x) * 3;
    data.set(image.data.subarray(from, from + crop.w * 3), y * crop.w * 3);
  }
  return { width: crop.w, height: crop.h, data };
}

/** The fill of `inpaint` over a whole image (in practice, a crop round one hole). */
async function inpaintWhole(cv: Cv, image: RgbImage, hole: Uint8Array): Promise<Uint8Array> {
  const { width, height } = image;
  const fine = await teleaInpaint(cv, image, hole, 3);
  const coarse = pushPullFill(image, hole);
  const distance = distanceInside(cv, hole, width, height);
  const detail = borrowedDetail(cv, image, hole, coarse);
  const out = new Uint8Array(image.data);
  for (let i = 0; i < width * height; i++) {
    if (!hole[i]) continue;
    const w = Math.exp(-distance[i]! / 5);
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      const v = w * fine[o]! + (1 - w) * (coarse[o]! + detail[o]!);
      out[o] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
  return out;
}

/** Each channel minus its local mean: the photo's texture. */
function detailPlanes(image: RgbImage): Float32Array[] {
  const { width, height } = image;
  return [0, 1, 2].map((c) => {
    const plane = new Float32Array(width * height);
    for (let i = 0; i < plane.length; i++) plane[i] = image.data[i * 3 + c]!;
    const smooth = boxBlur(boxBlur(plane, width, height, 2), width, height, 2);
    for (let i = 0; i < plane.length; i++) plane[i] = plane[i]! - smooth[i]!;
    return plane;
  });
}

/**
 * High-frequency detail for each hole, copied from a neighbouring patch of the same size that lies outside
 * every hole and whose average colour best matches the fill. Zero where no such patch exists.
 */
function borrowedDetail(cv: Cv, image: RgbImage, hole: Uint8Array, fill: Uint8Array): Float32Array {
  const { width, height } = image;
  const detail = new Float32Array(width * height * 3);
  const planes = detailPlanes(image);
  const holeSum = integral(hole, width, height);
  const labels = new cv.Mat();
  const stats = new cv.Mat();
  const centroids = new cv.Mat();
  const mask = new cv.Mat(height, width, cv.CV_8UC1);
  try {
    const maskData = mask.data;
    for (let i = 0; i < hole.length; i++) maskData[i] = hole[i] ? 255 : 0;
    const count = cv.connectedComponentsWithStats(mask, labels, stats, centroids, 8, cv.CV_32S);
    const labelOf = labels.data32S;
    for (let k = 1; k < count; k++) {
      const [x, y, w, h] = [0, 1, 2, 3].map((j) => stats.intAt(k, j)) as [number, number, number, number];
      if (w < 8 || h < 8) continue;
      const energy = (x0: number, y0: number, w0: number, h0: number, skipHoles: boolean) => {
        let sum = 0;
        let n = 0;
        for (let yy = Math.max(0, y0); yy < Math.min(height, y0 + h0); yy += 2) {
          for (let xx = Math.max(0, x0); xx < Math.min(width, x0 + w0); xx += 2) {
            const i = yy * width + xx;
            if (skipHoles && hole[i]) continue;
            sum += Math.abs(planes[0]![i]!) + Math.abs(planes[1]![i]!) + Math.abs(planes[2]![i]!);
            n++;
          }
        }
        return n > 0 ? sum / n : 0;
      };
      const ring = energy(x - 10, y - 10, w + 20, h + 20, true);
      const offset = bestSource(
        { x, y, w, h },
        holeSum,
        width,
        height,
        image,
        fill,
        labelOf,
        k,
        (sx, sy) => energy(sx, sy, w, h, false),
        ring,
      );
      if (!offset) continue;
      // Texture only: borrowed detail is capped so that no edge of the source (a table leg) comes along.
      const cap = Math.max(3, (ring / 3) * 2);
      for (let yy = y; yy < y + h; yy++) {
        for (let xx = x; xx < x + w; xx++) {
          const i = yy * width + xx;
          if (labelOf[i] !== k) continue;
          const j = (yy + offset.dy) * width + xx + offset.dx;
          for (let c = 0; c < 3; c++) detail[i * 3 + c] = Math.max(-cap, Math.min(cap, planes[c]![j]!));
        }
      }
    }
  } finally {
    release(labels, stats, centroids, mask);
  }
  return detail;
}

function bestSource(
  box: { x: number; y: number; w: number; h: number },
  holeSum: Float64Array,
  width: number,
  height: number,
  image: RgbImage,
  fill: Uint8Array,
  labelOf: Int32Array,
  label: number,
  energyAt: (x: number, y: number) => number,
  ringEnergy: number,
): { dx: number; dy: number } | null {
  const fillMean = [0, 0, 0];
  let n = 0;
  for (let y = box.y; y < box.y + box.h; y += 2) {
    for (let x = box.x; x < box.x + box.w; x += 2) {
      const i = y * width + x;
      if (labelOf[i] !== label) continue;
      for (let c = 0; c < 3; c++) fillMean[c]! += fill[i * 3 + c]!;
      n++;
    }
  }
  if (n === 0) return null;
  let best: { dx: number; dy: number; cost: number } | null = null;
  for (const [fx, fy] of [
    [-1, 0],
    [1, 0],
    [0, 1],
    [0, -1],
    [-1, 1],
    [1, 1],
    [-1, -1],
    [1, -1],
  ] as const) {
    for (const gap of [1.15, 1.6]) {
      const dx = Math.round(fx * box.w * gap);
      const dy = Math.round(fy * box.h * gap);
      const x0 = box.x + dx;
      const y0 = box.y + dy;
      if (x0 < 0 || y0 < 0 || x0 + box.w > width || y0 + box.h > height) continue;
      if (rectSum(holeSum, width, x0, y0, box.w, box.h) > 0) continue;
      const mean = [0, 0, 0];
      let m = 0;
      for (let y = y0; y < y0 + box.h; y += 2) {
        for (let x = x0; x < x0 + box.w; x += 2) {
          for (let c = 0; c < 3; c++) mean[c]! += image.data[(y * width + x) * 3 + c]!;
          m++;
        }
      }
      const sourceEnergy = energyAt(x0, y0);
      // A busier patch than the hole's surroundings holds objects, not texture.
      if (sourceEnergy > ringEnergy * 1.8 + 3) continue;
      const cost =
        Math.hypot(...mean.map((v, c) => v / m - fillMean[c]! / n)) +
        gap * 4 +
        2 * Math.abs(sourceEnergy - ringEnergy);
      if (!best || cost < best.cost) best = { dx, dy, cost };
    }
  }
  // A patch of a clearly different colour is a different surface: borrowing its texture would show.
  return best && best.cost < 40 ? best : null;
}

function integral(mask: Uint8Array, width: number, height: number): Float64Array {
  const sum = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += mask[y * width + x]!;
      sum[(y + 1) * (width + 1) + x + 1] = sum[y * (width + 1) + x + 1]! + row;
    }
  }
  return sum;
}

function rectSum(sum: Float64Array, width: number, x: number, y: number, w: number, h: number): number {
  const W = width + 1;
  return sum[(y + h) * W + x + w]! - sum[y * W + x + w]! - sum[(y + h) * W + x]! + sum[y * W + x]!;
}

async function teleaInpaint(cv: Cv, image: RgbImage, hole: Uint8Array, radius: number): Promise<Uint8Array> {
  const src = new cv.Mat(image.height, image.width, cv.CV_8UC3);
  const mask = new cv.Mat(image.height, image.width, cv.CV_8UC1);
  const dst = new cv.Mat();
  try {
    src.data.set(image.data);
    const maskData = mask.data;
    for (let i = 0; i < hole.length; i++) maskData[i] = hole[i] ? 255 : 0;
    cv.inpaint(src, mask, dst, radius, cv.INPAINT_TELEA);
    return new Uint8Array(dst.data);
  } finally {
    release(src, mask, dst);
  }
}

/**
 * Push-pull fill (a smooth membrane over the hole): average the known pixels down a pyramid until no
 * holes are left, then interpolate back up. Unlike Telea at large sizes, it leaves no streaks.
 */
function pushPullFill(image: RgbImage, hole: Uint8Array): Uint8Array {
  type Level = { w: number; h: number; colour: Float32Array; weight: Float32Array };
  const { width, height } = image;
  const base: Level = {
    w: width,
    h: height,
    colour: new Float32Array(width * height * 3),
    weight: new Float32Array(width * height),
  };
  for (let i = 0; i < width * height; i++) {
    if (hole[i]) continue;
    base.weight[i] = 1;
    for (let c = 0; c < 3; c++) base.colour[i * 3 + c] = image.data[i * 3 + c]!;
  }
  const levels: Level[] = [base];
  while (levels.length < 12) {
    const top = levels[levels.length - 1]!;
    if (top.w <= 2 && top.h <= 2) break;
    const w = Math.max(1, Math.ceil(top.w / 2));
    const h = Math.max(1, Math.ceil(top.h / 2));
    const next: Level = { w, h, colour: new Float32Array(w * h * 3), weight: new Float32Array(w * h) };
    for (let y = 0; y < top.h; y++) {
      for (let x = 0; x < top.w; x++) {
        const i = y * top.w + x;
        const j = (y >> 1) * w + (x >> 1);
        const wt = top.weight[i]!;
        if (wt <= 0) continue;
        next.weight[j]! += wt;
        for (let c = 0; c < 3; c++) next.colour[j * 3 + c]! += top.colour[i * 3 + c]!;
      }
    }
    // Normalise to averages with weight capped at 1, so known pixels dominate when the levels are pulled up.
    for (let j = 0; j < w * h; j++) {
      const wt = next.weight[j]!;
      if (wt > 0) for (let c = 0; c < 3; c++) next.colour[j * 3 + c] = next.colour[j * 3 + c]! / wt;
      next.weight[j] = Math.min(1, wt);
      if (wt > 0)
        for (let c = 0; c < 3; c++) next.colour[j * 3 + c] = next.colour[j * 3 + c]! * next.weight[j]!;
    }
    levels.push(next);
  }
  const col = new Float64Array(3);
  for (let l = levels.length - 2; l >= 0; l--) {
    const fine = levels[l]!;
    const coarse = levels[l + 1]!;
    for (let y = 0; y < fine.h; y++) {
      for (let x = 0; x < fine.w; x++) {
        const i = y * fine.w + x;
        const wt = fine.weight[i]!;
        if (wt >= 1) continue;
        // Bilinear sample of the coarser level at this pixel.
        const fx = Math.min(coarse.w - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
        const fy = Math.min(coarse.h - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
        const x0 = Math.floor(fx);
        const y0 = Math.floor(fy);
        const x1 = Math.min(coarse.w - 1, x0 + 1);
        const y1 = Math.min(coarse.h - 1, y0 + 1);
        const ax = fx - x0;
        const ay = fy - y0;
        // The four corners inlined (no per-pixel arrays: this loop runs over the whole image).
        const j00 = y0 * coarse.w + x0;
        const j01 = y0 * coarse.w + x1;
        const j10 = y1 * coarse.w + x0;
        const j11 = y1 * coarse.w + x1;
        const k00 = (1 - ax) * (1 - ay);
        const k01 = ax * (1 - ay);
        const k10 = (1 - ax) * ay;
        const k11 = ax * ay;
        let cw = 0;
        cw += coarse.weight[j00]! * k00;
        cw += coarse.weight[j01]! * k01;
        cw += coarse.weight[j10]! * k10;
        cw += coarse.weight[j11]! * k11;
        const cc = coarse.colour;
        for (let c = 0; c < 3; c++) {
          let v = 0;
          v += cc[j00 * 3 + c]! * k00;
          v += cc[j01 * 3 + c]! * k01;
          v += cc[j10 * 3 + c]! * k10;
          v += cc[j11 * 3 + c]! * k11;
          col[c] = v;
        }
        const missing = 1 - wt;
        for (let c = 0; c < 3; c++)
          fine.colour[i * 3 + c] = fine.colour[i * 3 + c]! + (cw > 0 ? (col[c]! / cw) * missing : 0);
        fine.weight[i] = 1;
      }
    }
  }
  return Uint8Array.from(base.colour, (v) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v)));
}

function distanceInside(cv: Cv, hole: Uint8Array, width: number, height: number): Float32Array {
  const mask = new cv.Mat(height, width, cv.CV_8UC1);
  const dist = new cv.Mat();
  try {
    const maskData = mask.data;
    for (let i = 0; i < hole.length; i++) maskData[i] = hole[i] ? 255 : 0;
    cv.distanceTransform(mask, dist, cv.DIST_L2, 3);
    return new Float32Array(dist.data32F);
  } finally {
    release(mask, dist);
  }
}
