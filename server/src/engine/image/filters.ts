import type { RgbImage } from './raster';

/** Mean over a (2r+1)^2 window with clamped borders, in O(n) via running sums. */
export function boxBlur(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  if (radius <= 0) return new Float32Array(src);
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  const inv = 1 / (2 * radius + 1);
  // Hot loop: indices are in range by construction, hence the non-null assertions.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let k = -radius; k <= radius; k++) sum += src[row + (k < 0 ? 0 : k >= width ? width - 1 : k)]!;
    for (let x = 0; x < width; x++) {
      tmp[row + x] = sum * inv;
      const add = x + radius + 1;
      const sub = x - radius;
      sum += src[row + (add >= width ? width - 1 : add)]! - src[row + (sub < 0 ? 0 : sub)]!;
    }
  }
  // Vertical pass row by row with running column sums: walking down columns would thrash the cache.
  const col = new Float64Array(width);
  for (let k = -radius; k <= radius; k++) {
    const row = (k < 0 ? 0 : k >= height ? height - 1 : k) * width;
    for (let x = 0; x < width; x++) col[x]! += tmp[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = col[x]! * inv;
    const add = (y + radius + 1 >= height ? height - 1 : y + radius + 1) * width;
    const sub = (y - radius < 0 ? 0 : y - radius) * width;
    for (let x = 0; x < width; x++) col[x]! += tmp[add + x]! - tmp[sub + x]!;
  }
  return out;
}

/** Gaussian-like blur: three box passes. */
export function softBlur(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  const r = Math.max(1, Math.round(radius / 2));
  return boxBlur(boxBlur(boxBlur(src, width, height, r), width, height, r), width, height, r);
}

/**
 * Fast guided filter (He et al., subsampled by 2): smooths a mask while following the edges of a guide
 * image. Used to snap region masks to the photo's own edges, so a recolour never draws a new edge across
 * a smooth wall. The guide statistics are computed once and reused for every mask.
 */
export function createGuidedFilter(
  guide: Float32Array,
  width: number,
  height: number,
  radius: number,
  eps: number,
) {
  const w = Math.max(1, Math.floor(width / 2));
  const h = Math.max(1, Math.floor(height / 2));
  const r = Math.max(1, Math.round(radius / 2));
  const I = halve(guide, width, height, w, h);
  const meanI = boxBlur(I, w, h, r);
  const ii = new Float32Array(I.length);
  for (let i = 0; i < I.length; i++) ii[i] = I[i]! * I[i]!;
  const meanII = boxBlur(ii, w, h, r);
  const variance = new Float32Array(I.length);
  for (let i = 0; i < I.length; i++) variance[i] = meanII[i]! - meanI[i]! * meanI[i]!;
  return (src: Float32Array): Float32Array => {
    const p = halve(src, width, height, w, h);
    const meanP = boxBlur(p, w, h, r);
    const ip = new Float32Array(p.length);
    for (let i = 0; i < p.length; i++) ip[i] = I[i]! * p[i]!;
    const meanIP = boxBlur(ip, w, h, r);
    const a = new Float32Array(p.length);
    const b = new Float32Array(p.length);
    for (let i = 0; i < p.length; i++) {
      const ai = (meanIP[i]! - meanI[i]! * meanP[i]!) / (variance[i]! + eps);
      a[i] = ai;
      b[i] = meanP[i]! - ai * meanI[i]!;
    }
    return combineUpsampled(boxBlur(a, w, h, r), boxBlur(b, w, h, r), guide, w, h, width, height);
  };
}

/** Per-output-column source indices and weights for bilinear upsampling from `w` to `width` columns. */
function bilinearColumns(w: number, width: number): { x0s: Int32Array; x1s: Int32Array; wxs: Float32Array } {
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const wxs = new Float32Array(width);
  const sx = w / width;
  for (let x = 0; x < width; x++) {
    const fx = Math.min(w - 1, Math.max(0, (x + 0.5) * sx - 0.5));
    x0s[x] = Math.floor(fx);
    x1s[x] = Math.min(w - 1, x0s[x]! + 1);
    wxs[x] = fx - x0s[x]!;
  }
  return { x0s, x1s, wxs };
}

/**
 * `clamp01(upsample(A) * guide + upsample(B))` in one pass at full resolution, without the two
 * full-size planes (same arithmetic as `upsample`, rounded to float32 as those planes would be).
 */
function combineUpsampled(
  a: Float32Array,
  b: Float32Array,
  guide: Float32Array,
  w: number,
  h: number,
  width: number,
  height: number,
): Float32Array {
  const out = new Float32Array(width * height);
  const { x0s, x1s, wxs } = bilinearColumns(w, width);
  const sy = h / height;
  const fround = Math.fround;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const r0 = Math.floor(fy) * w;
    const r1 = Math.min(h - 1, Math.floor(fy) + 1) * w;
    const wy = fy - Math.floor(fy);
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const x0 = x0s[x]!;
      const x1 = x1s[x]!;
      const wx = wxs[x]!;
      const aTop = a[r0 + x0]! + (a[r0 + x1]! - a[r0 + x0]!) * wx;
      const aBottom = a[r1 + x0]! + (a[r1 + x1]! - a[r1 + x0]!) * wx;
      const bTop = b[r0 + x0]! + (b[r0 + x1]! - b[r0 + x0]!) * wx;
      const bBottom = b[r1 + x0]! + (b[r1 + x1]! - b[r1 + x0]!) * wx;
      const v = fround(aTop + (aBottom - aTop) * wy) * guide[row + x]! + fround(bTop + (bBottom - bTop) * wy);
      out[row + x] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
  return out;
}

function halve(src: Float32Array, width: number, height: number, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.min(height - 1, y * 2);
    const y1 = Math.min(height - 1, y * 2 + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.min(width - 1, x * 2);
      const x1 = Math.min(width - 1, x * 2 + 1);
      out[y * w + x] =
        (src[y0 * width + x0]! + src[y0 * width + x1]! + src[y1 * width + x0]! + src[y1 * width + x1]!) / 4;
    }
  }
  return out;
}

/**
 * A wide blur computed at 1/`factor` of the size (box-averaged down, two box passes, bilinear back up):
 * for light and shading fields, where a wide radius at full size would cost many times more.
 */
export function coarseBlur(
  src: Float32Array,
  width: number,
  height: number,
  radius: number,
  factor = 4,
): Float32Array {
  const w = Math.max(1, Math.ceil(width / factor));
  const h = Math.max(1, Math.ceil(height / factor));
  const small = new Float32Array(w * h);
  const count = new Float32Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / factor) * w;
    for (let x = 0; x < width; x++) {
      const j = row + Math.floor(x / factor);
      small[j]! += src[y * width + x]!;
      count[j]!++;
    }
  }
  for (let j = 0; j < small.length; j++) small[j]! /= count[j]!;
  const r = Math.max(1, Math.round(radius / factor));
  return upsample(boxBlur(boxBlur(small, w, h, r), w, h, r), w, h, width, height);
}

/**
 * The mean of each plane over the pixels `weight` marks within about `radius` of a pixel, at the pixels
 * `where` marks (0 elsewhere): the sums are taken on a grid `factor` times coarser and blurred there (a
 * wide local mean needs no full-size pass), then interpolated. `found` is 0 where no marked pixel is near.
 */
export function localMeans(
  weight: Uint8Array,
  planes: readonly Float32Array[],
  where: Uint8Array,
  size: { width: number; height: number; radius: number; factor?: number },
): { means: Float32Array[]; found: Uint8Array } {
  const { width, height, radius, factor = 4 } = size;
  const w = Math.max(1, Math.ceil(width / factor));
  const h = Math.max(1, Math.ceil(height / factor));
  const count = new Float32Array(w * h);
  const sums = planes.map(() => new Float32Array(w * h));
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / factor) * w;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!weight[i]) continue;
      const j = row + Math.floor(x / factor);
      count[j]!++;
      for (let k = 0; k < planes.length; k++) sums[k]![j]! += planes[k]![i]!;
    }
  }
  const r = Math.max(1, Math.round(radius / factor));
  const near = boxBlur(count, w, h, r);
  const nearSums = sums.map((plane) => boxBlur(plane, w, h, r));
  // As a full-size box mean's share of marked pixels above 0.1 %.
  const least = 1e-3 * factor * factor;
  const means = planes.map(() => new Float32Array(width * height));
  const found = new Uint8Array(width * height);
  const { x0s, x1s, wxs } = bilinearColumns(w, width);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const r0 = Math.floor(fy) * w;
    const r1 = Math.min(h - 1, Math.floor(fy) + 1) * w;
    const wy = fy - Math.floor(fy);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!where[i]) continue;
      const x0 = x0s[x]!;
      const x1 = x1s[x]!;
      const wx = wxs[x]!;
      const w00 = (1 - wx) * (1 - wy);
      const w01 = wx * (1 - wy);
      const w10 = (1 - wx) * wy;
      const w11 = wx * wy;
      const c = near[r0 + x0]! * w00 + near[r0 + x1]! * w01 + near[r1 + x0]! * w10 + near[r1 + x1]! * w11;
      if (c <= least) continue;
      found[i] = 1;
      for (let k = 0; k < nearSums.length; k++) {
        const p = nearSums[k]!;
        means[k]![i] = (p[r0 + x0]! * w00 + p[r0 + x1]! * w01 + p[r1 + x0]! * w10 + p[r1 + x1]! * w11) / c;
      }
    }
  }
  return { means, found };
}

/** Bilinear upsampling of a float plane (per-column weights precomputed: this runs at full resolution). */
export function upsample(
  src: Float32Array,
  w: number,
  h: number,
  width: number,
  height: number,
): Float32Array {
  const out = new Float32Array(width * height);
  const { x0s, x1s, wxs } = bilinearColumns(w, width);
  const sy = h / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const r0 = Math.floor(fy) * w;
    const r1 = Math.min(h - 1, Math.floor(fy) + 1) * w;
    const wy = fy - Math.floor(fy);
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const x0 = x0s[x]!;
      const x1 = x1s[x]!;
      const wx = wxs[x]!;
      const top = src[r0 + x0]! + (src[r0 + x1]! - src[r0 + x0]!) * wx;
      const bottom = src[r1 + x0]! + (src[r1 + x1]! - src[r1 + x0]!) * wx;
      out[row + x] = top + (bottom - top) * wy;
    }
  }
  return out;
}

/**
 * One pixel (x, y) of `src` (w x h) upsampled to width x height, as `upsample` would give it: for maps
 * read at a few pixels only.
 */
export function sampleBilinear(
  src: Float32Array,
  w: number,
  h: number,
  width: number,
  height: number,
  x: number,
  y: number,
): number {
  const fx = Math.min(w - 1, Math.max(0, (x + 0.5) * (w / width) - 0.5));
  const fy = Math.min(h - 1, Math.max(0, (y + 0.5) * (h / height) - 0.5));
  const [x0, y0] = [Math.floor(fx), Math.floor(fy)];
  const [x1, y1] = [Math.min(w - 1, x0 + 1), Math.min(h - 1, y0 + 1)];
  const [wx, wy] = [fx - x0, fy - y0];
  const top = src[y0 * w + x0]! + (src[y0 * w + x1]! - src[y0 * w + x0]!) * wx;
  const bottom = src[y1 * w + x0]! + (src[y1 * w + x1]! - src[y1 * w + x0]!) * wx;
  return top + (bottom - top) * wy;
}

/** Rec. 709 luma in 0..1. */
export function luminance(image: RgbImage): Float32Array {
  const n = image.width * image.height;
  const out = new Float32Array(n);
  const d = image.data;
  for (let i = 0; i < n; i++) {
    out[i] = (0.2126 * (d[i * 3] ?? 0) + 0.7152 * (d[i * 3 + 1] ?? 0) + 0.0722 * (d[i * 3 + 2] ?? 0)) / 255;
  }
  return out;
}

export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/** Binary dilation by a square of the given radius (0/1 masks). */
export function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const f = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) f[i] = mask[i] ?? 0;
  const blurred = boxBlur(f, width, height, radius);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = (blurred[i] ?? 0) > 1e-6 ? 1 : 0;
  return out;
}

/** The largest value within `r` pixels (a square window) of a side x side map, separably. */
export function maxFilter(src: Float32Array, side: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let m = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(side - 1, x + r); k++)
        m = Math.max(m, src[y * side + k]!);
      tmp[y * side + x] = m;
    }
  }
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let m = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(side - 1, y + r); k++)
        m = Math.max(m, tmp[k * side + x]!);
      out[y * side + x] = m;
    }
  }
  return out;
}
