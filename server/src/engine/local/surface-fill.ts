import { boxBlur } from '../image/filters';
import { loadOpenCv, release } from '../image/opencv';
import type { RgbImage } from '../image/raster';
import { patchMatchFill } from './patch-match-fill';

/** The scene parser's class at a pixel of the photo (its grid is coarser than the photo). */
export interface LabelGrid {
  side: number;
  /** The surface behind things: a bag on the rug is rug here. */
  labels: Uint8Array;
  /** What the photo shows (same grid): a bag on the rug is not rug here. Sources are taken from these. */
  shown?: Uint8Array;
}

export interface SurfaceFillReport {
  /** Holes filled by copying the same surface from elsewhere in the photo. */
  copied: number;
  /** Holes left to the smooth fallback (no clean source of the same surface was found). */
  fallback: number;
  /** The surface (parser class) behind each hole, by component. */
  surfaces: number[];
  parts: Array<{ surface: number; box: [number, number, number, number]; copied: boolean }>;
}

/**
 * Fills each hole with real texture of the surface behind it: the scene parser says which surface rings
 * the hole (floor, rug, wall...), and a same-sized patch of that surface elsewhere in the photo, clear of
 * every hole and of other surfaces, is copied in. On floors the patch comes from the same rows first
 * (the same distance from the camera, so planks and weave keep their scale and direction), on walls from
 * beside or above. The copy is then shifted in colour by a smooth membrane, so that it meets the hole's
 * edge without a seam (the difference along the edge, interpolated inside). Holes with no clean source
 * are left at 0 in `done` for the caller's fallback.
 */
export async function fillFromSurface(
  image: RgbImage,
  hole: Uint8Array,
  grid: LabelGrid,
): Promise<{ output: RgbImage; done: Uint8Array; report: SurfaceFillReport }> {
  const { cv } = await loadOpenCv();
  const { width, height } = image;
  const look = localLook(image, hole);
  const out = new Uint8Array(image.data);
  const done = new Uint8Array(width * height);
  const report: SurfaceFillReport = { copied: 0, fallback: 0, surfaces: [], parts: [] };
  const labelAt = (x: number, y: number) =>
    grid.labels[
      Math.min(grid.side - 1, Math.floor((y * grid.side) / height)) * grid.side +
        Math.min(grid.side - 1, Math.floor((x * grid.side) / width))
    ]!;
  const shownAt = (x: number, y: number) =>
    (grid.shown ?? grid.labels)[
      Math.min(grid.side - 1, Math.floor((y * grid.side) / height)) * grid.side +
        Math.min(grid.side - 1, Math.floor((x * grid.side) / width))
    ]!;
  const holeSum = integral(hole, width, height);
  // Each hole is split by the surface the parser sees there (small clutter is mostly labelled as the
  // floor, rug or sofa it lies on): each part is filled from its own surface.
  const partLabels = new Set<number>();
  const labelOfPixel = new Uint8Array(width * height);
  // Work inside the holes' bounding box only.
  let hx0 = width;
  let hy0 = height;
  let hx1 = -1;
  let hy1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!hole[i]) continue;
      const label = labelAt(x, y);
      labelOfPixel[i] = surfaceClasses.has(label) ? label : unknownSurface;
      if (x < hx0) hx0 = x;
      if (x > hx1) hx1 = x;
      if (y < hy0) hy0 = y;
      if (y > hy1) hy1 = y;
    }
  }
  if (hx1 < 0) return { output: { width, height, data: out }, done, report };
  // A hole pixel the parser calls something its surroundings are not (the object itself: a jug read as
  // water, dumbbells as an armchair) takes the commonest surface around its hole.
  const box = { x: hx0, y: hy0, w: hx1 - hx0 + 1, h: hy1 - hy0 + 1 };
  await assignUnknown(cv, hole, labelOfPixel, width, height, labelAt, box);
  for (let i = 0; i < hole.length; i++) if (hole[i]) partLabels.add(labelOfPixel[i]!);
  const known = new Uint8Array(width * height);
  for (let i = 0; i < known.length; i++) known[i] = hole[i] ? 0 : 1;
  // Component labels of the current surface's parts, at photo size (0 outside them).
  const labelOf = new Int32Array(width * height);
  for (const surface of partLabels) {
    const mask = new cv.Mat(box.h, box.w, cv.CV_8UC1);
    const labels = new cv.Mat();
    const stats = new cv.Mat();
    const centroids = new cv.Mat();
    try {
      const maskData = mask.data;
      for (let y = 0; y < box.h; y++)
        for (let x = 0; x < box.w; x++) {
          const i = (box.y + y) * width + box.x + x;
          maskData[y * box.w + x] = hole[i] && labelOfPixel[i] === surface ? 255 : 0;
        }
      const count = cv.connectedComponentsWithStats(mask, labels, stats, centroids, 8, cv.CV_32S);
      const boxLabels = labels.data32S;
      for (let y = 0; y < box.h; y++)
        labelOf.set(boxLabels.subarray(y * box.w, (y + 1) * box.w), (box.y + y) * width + box.x);
      for (let k = 1; k < count; k++) {
        const [cx, cy, bw, bh] = [0, 1, 2, 3].map((j) => stats.intAt(k, j)) as [
          number,
          number,
          number,
          number,
        ];
        // Back from the box's coordinates to the photo's.
        const bx = cx + box.x;
        const by = cy + box.y;
        if (bw * bh < 4) continue;
        const part = { image, hole, holeSum, labelOf, k, surface, labelAt, shownAt, out, done, known, look };
        // Walls, ceilings and facades: every patch must agree with the hole's edge (patch-match-fill.ts):
        // one patch copied whole brought a door frame's corner or a picture's edge onto a plain wall. On
        // the ground, one clean patch first: where it fits it keeps a rug's weave and a floor's grain at
        // full sharpness; else all patches must agree, so planks, paving joints and a rug's stripes carry
        // on across the hole. Elsewhere (a counter, a bedspread) the patch search copies structure the
        // hole never had (a drawer's handle onto the counter), so the surface is copied in tiles (ADR 070).
        let ok = planeClasses.has(surface)
          ? fillByPatches(part, bx, by, bw, bh, { smoothTone: true })
          : fillPart({ ...part, bx, by, bw, bh });
        if (!ok)
          ok = groundClasses.has(surface)
            ? fillByPatches(part, bx, by, bw, bh)
            : fillTiles(part, bx, by, bw, bh);
        if (ok) report.copied++;
        else report.fallback++;
        report.parts.push({ surface, box: [bx, by, bw, bh], copied: ok });
        report.surfaces.push(surface);
      }
    } finally {
      release(mask, labels, stats, centroids);
    }
  }
  return { output: { width, height, data: out }, done, report };
}

function fillPart(args: {
  image: RgbImage;
  hole: Uint8Array;
  holeSum: Float64Array;
  labelOf: Int32Array;
  k: number;
  bx: number;
  by: number;
  bw: number;
  bh: number;
  surface: number;
  labelAt: (x: number, y: number) => number;
  shownAt: (x: number, y: number) => number;
  out: Uint8Array;
  done: Uint8Array;
  /** Pixels whose value in `out` is known (outside the holes, or filled already). */
  known: Uint8Array;
  /** Fill only the part's pixels inside this rectangle (a tile of a large hole). */
  tile?: boolean;
  /** The surface's look round the whole hole (tiles use it, not their own ring of earlier tiles). */
  want?: ReturnType<typeof stats>;
  /** Every pixel's local colour and texture (`localLook`). */
  look: LocalLook;
  /** The local look of the surface round the whole hole (as `want`, for tiles). */
  wantLook?: Look | null;
}): boolean {
  const {
    image,
    hole,
    holeSum,
    labelOf,
    k,
    bx,
    by,
    bw,
    bh,
    surface,
    labelAt,
    out,
    done,
    known: isKnown,
  } = args;
  const { width, height } = image;
  const margin = Math.max(4, Math.round(Math.max(bw, bh) * 0.12));
  const x0 = Math.max(0, bx - margin);
  const y0 = Math.max(0, by - margin);
  const x1 = Math.min(width, bx + bw + margin);
  const y1 = Math.min(height, by + bh + margin);
  // The ring: known pixels of the same surface in a narrow band round the part (all known pixels of the
  // band if too few).
  const stride = Math.max(1, Math.round(Math.sqrt(((x1 - x0) * (y1 - y0)) / 4000)));
  const band = Math.max(4, Math.round(Math.max(bw, bh) * 0.08));
  const same: number[] = [];
  const any: number[] = [];
  for (let y = y0; y < y1; y += stride) {
    for (let x = x0; x < x1; x += stride) {
      const i = y * width + x;
      if (!isKnown[i]) continue;
      if (args.tile) {
        any.push(i);
        if (labelAt(x, y) === surface) same.push(i);
        continue;
      }
      const bx0 = Math.max(0, x - band);
      const by0 = Math.max(0, y - band);
      const near = rectSum(
        holeSum,
        width,
        bx0,
        by0,
        Math.min(width, x + band + 1) - bx0,
        Math.min(height, y + band + 1) - by0,
      );
      if (near === 0) continue;
      any.push(i);
      if (labelAt(x, y) === surface) same.push(i);
    }
  }
  const near0 = same.length >= 12 ? same : any;
  // The surface is what the hole's border ring mostly shows (its median local colour and texture), not
  // what the parser's label says: a rug or a coat can be labelled floor. Ring pixels of another look
  // (the coat beside the jug, the rug's border stripe) neither steer the match nor the colour.
  const wantLook =
    args.wantLook ??
    lookOf(
      args.look,
      near0.filter((i) => !hole[i]),
    );
  const fits = (j: number) => !hole[j] && matchesLook(args.look, j, wantLook);
  const matching = near0.filter((i) => hole[i] || fits(i));
  const ring = matching.length >= 12 ? matching : near0;
  const w = x1 - x0;
  const h = y1 - y0;
  const isGround = surface === floorClass || surface === rugClass;
  const want =
    args.want ??
    stats(
      image,
      ring.filter((i) => labelAt(i % width, Math.floor(i / width)) === surface),
    );
  const search = {
    image,
    holeSum,
    ring,
    x0,
    y0,
    w,
    h,
    surface,
    labelAt,
    isGround,
    labelOf,
    k,
    target: out,
    want,
    fits,
  };
  const part = { bx, by, bw, bh };
  // Strict first (the same surface, a close match), then looser: a copy of the right surface with a
  // softer match still beats a smear.
  const best =
    bestOffset({ ...search, part, minSame: 0.75, maxCost: 60 }) ??
    bestOffset({ ...search, part, minSame: 0.5, maxCost: 110 }) ??
    (args.tile ? bestOffset({ ...search, part, minSame: 0.3, maxCost: 220 }) : null) ??
    // Last: anything farther off that looks like the surface round the hole in colour and texture (the
    // parser's labels can be wrong there; `fits` keeps rugs and furniture out), before the smooth fill
    // that would smear the neighbours' colours in.
    (args.tile && args.want
      ? bestOffset({ ...search, isGround: false, reach: 2, part, minSame: 0.3, maxCost: 400 })
      : null);
  if (!best) return false;
  // Copy, then correct by the membrane of the edge differences. Only edge pixels that are the surface
  // itself count: a mat's fringe or a bag beside the hole would otherwise spread its colour into the
  // copy (a teal patch on a brown rug). Without enough of those, every edge pixel counts.
  const diff = new Float32Array(w * h * 3);
  const known = new Uint8Array(w * h);
  const edge = (strict: boolean) => {
    let count = 0;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * width + x;
        const j = (y + best.dy) * width + x + best.dx;
        if (!isKnown[i] || hole[j]) continue;
        if (strict && (labelAt(x, y) !== surface || !near(out, i, want, foreignDistance))) continue;
        if (strict && !hole[i] && !fits(i)) continue;
        const li = (y - y0) * w + (x - x0);
        known[li] = 1;
        count++;
        for (let c = 0; c < 3; c++) diff[li * 3 + c] = out[i * 3 + c]! - image.data[j * 3 + c]!;
      }
    }
    return count;
  };
  if (edge(Boolean(want)) < 12) edge(false);
  const membrane = pushPull(diff, known, w, h);
  const filledNow: number[] = [];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      if (labelOf[i] !== k || x < bx || x >= bx + bw || y < by || y >= by + bh || isKnown[i]) continue;
      const j = (y + best.dy) * width + x + best.dx;
      const li = (y - y0) * w + (x - x0);
      isKnown[i] = 1;
      for (let c = 0; c < 3; c++) {
        const v = image.data[j * 3 + c]! + membrane[li * 3 + c]!;
        out[i * 3 + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
      }
      done[i] = 1;
      filledNow.push(i);
    }
  }
  // A tile inside a large hole sits far from the photo's edge: its colour is set to the surface's own
  // (the median round the whole hole), so tiles do not drift or take a neighbour's tint; texture stays.
  if (args.tile && args.want && filledNow.length >= 16) {
    const got = stats({ width, height, data: out }, filledNow)!;
    const shift = want!.mean.map((m, c) => m - got.mean[c]!);
    for (const i of filledNow)
      for (let c = 0; c < 3; c++) {
        const v = out[i * 3 + c]! + shift[c]!;
        out[i * 3 + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
      }
  }
  return true;
}

/** A part of a hole as `fillPart` takes it, less the rectangle to fill. */
type WholePart = Omit<Parameters<typeof fillPart>[0], 'bx' | 'by' | 'bw' | 'bh'>;

/**
 * A large hole no single patch fits: filled from the same surface nearby so that all its patches agree
 * (`patch-match-fill.ts`), so the rug's stripes, the floor's planks and a line of sunlight carry on
 * across it.
 */
function fillByPatches(
  part: WholePart,
  bx: number,
  by: number,
  bw: number,
  bh: number,
  options: { smoothTone?: boolean } = {},
): boolean {
  const { width, height } = part.image;
  const target = new Uint8Array(width * height);
  let wanted = 0;
  for (let y = by; y < by + bh; y++)
    for (let x = bx; x < bx + bw; x++) {
      const i = y * width + x;
      if (part.labelOf[i] === part.k && !part.known[i]) {
        target[i] = 1;
        wanted++;
      }
    }
  const filled = patchMatchFill({
    image: { width, height, data: part.out },
    known: part.known,
    // The surface as the photo shows it: not the bag lying on the rug, which the parser calls rug behind.
    source: (i) => {
      const x = i % width;
      const y = Math.floor(i / width);
      return !part.hole[i] && part.labelAt(x, y) === part.surface && part.shownAt(x, y) === part.surface;
    },
    target,
  });
  for (let i = 0; i < target.length; i++) if (target[i] && part.known[i]) part.done[i] = 1;
  if (options.smoothTone && filled > 0) smoothTone(part, target, bx, by, bw, bh);
  return filled === wanted;
}

/**
 * Drops from `wall` the pixels whose colour is far from the wall's usual one (per channel, the median
 * and three times the median deviation, at least 12 levels): the parser's wall label reaches a few pixels
 * onto a picture's frame or a curtain, whose colour would otherwise bleed into the smooth tone.
 */
function keepWallColours(values: Float32Array, wall: Uint8Array, w: number, h: number) {
  const medianOf = (list: number[]) => [...list].sort((p, q) => p - q)[list.length >> 1] ?? 0;
  const step = Math.max(1, Math.round(Math.sqrt((w * h) / 20000)));
  const centre: number[] = [];
  const reach: number[] = [];
  for (let c = 0; c < 3; c++) {
    const list: number[] = [];
    for (let j = 0; j < w * h; j += step) if (wall[j]) list.push(values[j * 3 + c]!);
    const m = medianOf(list);
    centre.push(m);
    reach.push(Math.max(12, 3 * medianOf(list.map((v) => Math.abs(v - m)))));
  }
  for (let j = 0; j < w * h; j++)
    if (wall[j] && [0, 1, 2].some((c) => Math.abs(values[j * 3 + c]! - centre[c]!) > reach[c]!)) wall[j] = 0;
}

/**
 * A wall's fill takes its tone from the wall round the hole: the fill's own low frequencies are replaced
 * by a smooth surface through the known wall pixels round it (push-pull), and only its fine texture is
 * kept. Copied patches come from wherever the wall matches best, and over a large hole their tones
 * (lighter by the window, darker in the corner) came out as blotches with a jagged border.
 */
function smoothTone(part: WholePart, target: Uint8Array, bx: number, by: number, bw: number, bh: number) {
  const { width, height } = part.image;
  const grow = 12;
  const x0 = Math.max(0, bx - grow);
  const y0 = Math.max(0, by - grow);
  const x1 = Math.min(width, bx + bw + grow);
  const y1 = Math.min(height, by + bh + grow);
  const w = x1 - x0;
  const h = y1 - y0;
  const values = new Float32Array(w * h * 3);
  const wall = new Uint8Array(w * h);
  const planes = [0, 1, 2].map(() => new Float32Array(w * h));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y0 + y) * width + x0 + x;
      const j = y * w + x;
      for (let c = 0; c < 3; c++) {
        planes[c]![j] = part.out[i * 3 + c]!;
        values[j * 3 + c] = part.out[i * 3 + c]!;
      }
      wall[j] = !part.hole[i] && part.shownAt(x0 + x, y0 + y) === part.surface ? 1 : 0;
    }
  keepWallColours(values, wall, w, h);
  const tone = pushPull(values, wall, w, h);
  const radius = 6;
  const low = planes.map((plane) => boxBlur(plane, w, h, radius));
  // The fill's texture at most as strong as the wall's own round the hole, on the whole and per pixel:
  // on a plain wall, the seams between copies (their fine part survives the new tone) showed as lines.
  // Robustly (the median deviation): the wall round a hole also holds the edges of what stands on it.
  const spread = (pick: (j: number, i: number) => boolean) => {
    const histogram = new Uint32Array(129);
    let n = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const j = y * w + x;
        if (!pick(j, (y0 + y) * width + x0 + x)) continue;
        for (let c = 0; c < 3; c++)
          histogram[Math.min(128, Math.round(Math.abs(planes[c]![j]! - low[c]![j]!) * 2))]!++;
        n += 3;
      }
    let k = 0;
    for (let below = 0; k < 128 && below + histogram[k]! <= n / 2; k++) below += histogram[k]!;
    return (k / 2) * 1.4826;
  };
  const own = spread((j) => wall[j] === 1);
  const copied = spread((_, i) => target[i] === 1);
  const detail = copied > 0 ? Math.min(1, own / copied) : 1;
  // And no single pixel's texture beyond what the wall's own texture reaches.
  const limit = 2 * own;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y0 + y) * width + x0 + x;
      if (!target[i]) continue;
      const j = y * w + x;
      for (let c = 0; c < 3; c++) {
        const fine = Math.max(-limit, Math.min(limit, (planes[c]![j]! - low[c]![j]!) * detail));
        const v = fine + tone[j * 3 + c]!;
        part.out[i * 3 + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
      }
    }
}

/**
 * A large hole no single patch fits, in tiles from its edge inwards: each tile is matched against what
 * is known round it (the photo, or tiles filled before it), so texture carries on into the middle.
 */
function fillTiles(part: WholePart, bx: number, by: number, bw: number, bh: number): boolean {
  const { width } = part.image;
  const size = Math.max(16, Math.min(64, Math.round(Math.max(bw, bh) / 3)));
  // The surface's look in a band round the whole hole, photo pixels only (robust median).
  const pad = Math.max(6, Math.round(Math.max(bw, bh) * 0.15));
  const around: number[] = [];
  for (let y = Math.max(0, by - pad); y < Math.min(part.image.height, by + bh + pad); y += 2)
    for (let x = Math.max(0, bx - pad); x < Math.min(width, bx + bw + pad); x += 2) {
      const i = y * width + x;
      if (!part.hole[i] && part.labelAt(x, y) === part.surface) around.push(i);
    }
  const want = stats(part.image, around);
  const wantLook = lookOf(part.look, around);
  const tiles: Array<{ x: number; y: number; w: number; h: number }> = [];
  for (let y = by; y < by + bh; y += size)
    for (let x = bx; x < bx + bw; x += size)
      tiles.push({ x, y, w: Math.min(size, bx + bw - x), h: Math.min(size, by + bh - y) });
  let all = true;
  while (tiles.length > 0) {
    // The tile with the most known pixels round it goes next.
    let pick = 0;
    let most = -1;
    for (const [t, tile] of tiles.entries()) {
      let n = 0;
      const pad = Math.round(size / 3);
      for (let y = Math.max(0, tile.y - pad); y < Math.min(part.image.height, tile.y + tile.h + pad); y += 3)
        for (let x = Math.max(0, tile.x - pad); x < Math.min(width, tile.x + tile.w + pad); x += 3)
          n += part.known[y * width + x]!;
      if (n > most) {
        most = n;
        pick = t;
      }
    }
    const tile = tiles.splice(pick, 1)[0]!;
    let any = false;
    for (let y = tile.y; y < tile.y + tile.h && !any; y++)
      for (let x = tile.x; x < tile.x + tile.w; x++)
        if (part.labelOf[y * width + x] === part.k && !part.known[y * width + x]) {
          any = true;
          break;
        }
    if (!any) continue;
    if (!fillPart({ ...part, bx: tile.x, by: tile.y, bw: tile.w, bh: tile.h, tile: true, want, wantLook }))
      all = false;
  }
  return all;
}

const floorClass = 4;
const unknownSurface = 255;

/** Parser classes that are surfaces something can lie on or hang against (scene-parser.ts). */
const surfaceClasses = new Set([1, 2, 3, 4, 6, 7, 8, 10, 11, 12, 14, 16, 19, 24, 26, 29, 30, 31]);

async function assignUnknown(
  cv: Awaited<ReturnType<typeof loadOpenCv>>['cv'],
  hole: Uint8Array,
  labelOfPixel: Uint8Array,
  width: number,
  height: number,
  labelAt: (x: number, y: number) => number,
  /** The holes' bounding box: the work stays inside it. */
  box: { x: number; y: number; w: number; h: number },
): Promise<void> {
  const mask = new cv.Mat(box.h, box.w, cv.CV_8UC1);
  const labels = new cv.Mat();
  const stats = new cv.Mat();
  const centroids = new cv.Mat();
  try {
    const maskData = mask.data;
    for (let y = 0; y < box.h; y++)
      for (let x = 0; x < box.w; x++)
        maskData[y * box.w + x] = hole[(box.y + y) * width + box.x + x] ? 255 : 0;
    const count = cv.connectedComponentsWithStats(mask, labels, stats, centroids, 8, cv.CV_32S);
    const boxLabels = labels.data32S;
    const labelOf = (i: number) => {
      const x = (i % width) - box.x;
      const y = Math.floor(i / width) - box.y;
      return x < 0 || y < 0 || x >= box.w || y >= box.h ? 0 : boxLabels[y * box.w + x]!;
    };
    for (let k = 1; k < count; k++) {
      const [cx, cy, bw, bh] = [0, 1, 2, 3].map((j) => stats.intAt(k, j)) as [number, number, number, number];
      const bx = cx + box.x;
      const by = cy + box.y;
      const margin = Math.max(4, Math.round(Math.max(bw, bh) * 0.15));
      const votes = new Map<number, number>();
      for (let y = Math.max(0, by - margin); y < Math.min(height, by + bh + margin); y += 2) {
        for (let x = Math.max(0, bx - margin); x < Math.min(width, bx + bw + margin); x += 2) {
          if (hole[y * width + x]) continue;
          const label = labelAt(x, y);
          if (surfaceClasses.has(label)) votes.set(label, (votes.get(label) ?? 0) + 1);
        }
      }
      const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
      const total = ranked.reduce((sum, [, n]) => sum + n, 0);
      const majority = ranked[0]?.[0] ?? unknownSurface;
      // A label inside the hole counts only if the hole's surroundings show it too (a hole across the
      // foot of a wall is part wall, part floor); otherwise it is the object itself, misread.
      const seenAround = new Set(ranked.filter(([, n]) => n >= total * 0.2).map(([label]) => label));
      for (let y = by; y < by + bh; y++)
        for (let x = bx; x < bx + bw; x++) {
          const i = y * width + x;
          if (labelOf(i) === k && !seenAround.has(labelOfPixel[i]!)) labelOfPixel[i] = majority;
        }
      // The object stood on the ground: in each column of its hole, whatever lies below a floor or rug
      // pixel is that ground too (nearer the camera), though the parser may call it the armchair or coat
      // beside it (the water jug on the cluttered room's rug).
      for (let x = bx; x < bx + bw; x++) {
        let ground = -1;
        for (let y = by; y < by + bh; y++) {
          const i = y * width + x;
          if (labelOf(i) !== k) continue;
          const label = labelOfPixel[i]!;
          if (groundClasses.has(label)) ground = label;
          else if (ground >= 0) labelOfPixel[i] = ground;
        }
      }
    }
  } finally {
    release(mask, labels, stats, centroids);
  }
}
const rugClass = 29;
/** Floor, rug and the outdoor grounds (road, grass, sidewalk, earth): what objects stand on. */
/** Parser classes of the ground: floor, road, grass, sidewalk, earth, rug (scene-parser.ts). */
export const groundClasses = new Set([4, 7, 10, 12, 14, 29]);
/** Wall, building, sky, ceiling, house: planes whose fill must meet the hole's edge all round. */
const planeClasses = new Set([1, 2, 3, 6, 26]);

function bestOffset(args: {
  image: RgbImage;
  holeSum: Float64Array;
  ring: number[];
  x0: number;
  y0: number;
  w: number;
  h: number;
  surface: number;
  labelAt: (x: number, y: number) => number;
  isGround: boolean;
  labelOf: Int32Array;
  k: number;
  part: { bx: number; by: number; bw: number; bh: number };
  minSame: number;
  maxCost: number;
  /** Values of the ring's pixels (the photo, or filled already). */
  target: Uint8Array;
  /** The surface's look around the hole: median colour and contrast of its same-surface ring. */
  want: ReturnType<typeof stats>;
  /** Search this many times further (the last resort for a tile boxed in by other things). */
  reach?: number;
  /** Whether a photo pixel looks like the surface round the hole (colour and texture, not the label). */
  fits: (i: number) => boolean;
}): { dx: number; dy: number; cost: number } | null {
  const { image, holeSum, ring, x0, y0, w, h, surface, labelAt, isGround, labelOf, k } = args;
  const { width, height } = image;
  const candidates: Array<[number, number]> = [];
  const stepX = Math.max(2, Math.round(w * 0.25 * (args.reach ?? 1)));
  const stepY = Math.max(2, Math.round(h * 0.25 * (args.reach ?? 1)));
  for (let kx = -12; kx <= 12; kx++) {
    for (let ky = -6; ky <= 6; ky++) {
      if (kx === 0 && ky === 0) continue;
      // Ground: along the rows first (the same depth, so the texture keeps its scale; the cost below
      // prefers them), farther up or down only where the rows hold no clean patch.
      candidates.push([kx * stepX, Math.round(ky * stepY * (isGround ? 0.75 : 1))]);
    }
  }
  let best: { dx: number; dy: number; cost: number } | null = null;
  const sample = Math.max(1, Math.floor(ring.length / 600));
  const want = args.want;
  for (const [dx, dy] of candidates) {
    const sx = x0 + dx;
    const sy = y0 + dy;
    if (sx < 0 || sy < 0 || sx + w > width || sy + h > height) continue;
    // The part's own area must be clear of every hole (the margin may hold other clutter).
    const { bx, by, bw, bh } = args.part;
    if (bx + dx < 0 || by + dy < 0 || bx + dx + bw > width || by + dy + bh > height) continue;
    if (rectSum(holeSum, width, bx + dx, by + dy, bw, bh) > 0) continue;
    // What lands in the part must come from the same surface (sampled on a coarse grid).
    let same = 0;
    let seen = 0;
    const gx = Math.max(1, Math.floor(w / 16));
    const gy = Math.max(1, Math.floor(h / 16));
    for (let y = y0; y < y0 + h; y += gy) {
      for (let x = x0; x < x0 + w; x += gx) {
        if (labelOf[y * width + x] !== k) continue;
        seen++;
        if (labelAt(x + dx, y + dy) === surface) same++;
      }
    }
    if (seen > 0 && same < seen * args.minSame) continue;
    // The patch itself must look like the surface around the hole (not a mat on the rug, a cushion).
    const patch: number[] = [];
    for (let y = y0; y < y0 + h; y += gy)
      for (let x = x0; x < x0 + w; x += gx)
        if (labelOf[y * width + x] === k) patch.push((y + dy) * width + x + dx);
    // Every source pixel must look like the surface round the hole: a patch that reaches into a rug, a
    // piece of furniture or a coat is never copied, whatever its label (docs/spec §2, decluttering).
    let unfit = 0;
    for (const i of patch) if (!args.fits(i)) unfit++;
    if (unfit > patch.length * 0.15) continue;
    const got = stats(image, patch);
    // Share of the patch far from the surface's colour: another thing lies there (a mat, a shoe).
    let outliers = 0;
    if (want)
      for (const i of patch) {
        const d = Math.hypot(
          image.data[i * 3]! - want.mean[0]!,
          image.data[i * 3 + 1]! - want.mean[1]!,
          image.data[i * 3 + 2]! - want.mean[2]!,
        );
        if (d > foreignDistance) outliers++;
      }
    const foreign = patch.length > 0 ? outliers / patch.length : 0;
    // A patch that is mostly another thing (a mat, a bag) is never copied, however loose the search.
    if (foreign > 0.3) continue;
    // How well the source's surroundings match the hole's.
    let ssd = 0;
    let n = 0;
    for (let r = 0; r < ring.length; r += sample) {
      const i = ring[r]!;
      const j = i + dy * width + dx;
      for (let c = 0; c < 3; c++) {
        const d = args.target[i * 3 + c]! - image.data[j * 3 + c]!;
        ssd += d * d;
      }
      n++;
    }
    const distance = Math.hypot(dx / width, dy / height);
    // On the ground, rows further away change the texture's scale: prefer the same rows.
    const look =
      foreign * 150 +
      (unfit / Math.max(1, patch.length)) * 200 +
      (want && got
        ? 2 * Math.hypot(...want.mean.map((v, c) => v - got.mean[c]!)) +
          1.5 * Math.abs(want.contrast - got.contrast)
        : 0);
    const cost =
      Math.sqrt(ssd / Math.max(1, n * 3)) + look + distance * 40 + (isGround ? Math.abs(dy / h) * 12 : 0);
    if (!best || cost < best.cost) best = { dx, dy, cost };
  }
  return best && best.cost < args.maxCost ? best : null;
}

/** Colour distance (RGB) beyond which a pixel is another thing than the surface (a mat, a shoe). */
const foreignDistance = 60;

function near(data: Uint8Array, i: number, want: { mean: number[] } | null, distance: number): boolean {
  if (!want) return true;
  return (
    Math.hypot(
      data[i * 3]! - want.mean[0]!,
      data[i * 3 + 1]! - want.mean[1]!,
      data[i * 3 + 2]! - want.mean[2]!,
    ) <= distance
  );
}

/** Median colour (robust to a strip of another thing along the edge) and luminance contrast. */
function stats(image: RgbImage, pixels: number[]): { mean: number[]; contrast: number } | null {
  if (pixels.length < 4) return null;
  // Typed arrays sort numerically in native code (this runs for every candidate patch).
  const values = new Uint8Array(pixels.length);
  const mean = [0, 1, 2].map((c) => {
    for (let k = 0; k < pixels.length; k++) values[k] = image.data[pixels[k]! * 3 + c]!;
    values.sort();
    return values[values.length >> 1]! * pixels.length;
  });
  let sum = 0;
  let sumSq = 0;
  for (const i of pixels) {
    const l = (image.data[i * 3]! + image.data[i * 3 + 1]! + image.data[i * 3 + 2]!) / 3;
    sum += l;
    sumSq += l * l;
  }
  const n = pixels.length;
  return { mean: mean.map((v) => v / n), contrast: Math.sqrt(Math.max(0, sumSq / n - (sum / n) ** 2)) };
}

/** Smooth interpolation of known values over the unknown ones (a pyramid down and back up). */
function pushPull(values: Float32Array, known: Uint8Array, w: number, h: number): Float32Array {
  type Level = { w: number; h: number; v: Float32Array; wt: Float32Array };
  const base: Level = { w, h, v: new Float32Array(values), wt: Float32Array.from(known) };
  const levels: Level[] = [base];
  while (levels.length < 14) {
    const top = levels[levels.length - 1]!;
    if (top.w <= 1 && top.h <= 1) break;
    const nw = Math.max(1, Math.ceil(top.w / 2));
    const nh = Math.max(1, Math.ceil(top.h / 2));
    const next: Level = { w: nw, h: nh, v: new Float32Array(nw * nh * 3), wt: new Float32Array(nw * nh) };
    for (let y = 0; y < top.h; y++) {
      for (let x = 0; x < top.w; x++) {
        const i = y * top.w + x;
        const wt = top.wt[i]!;
        if (wt <= 0) continue;
        const j = (y >> 1) * nw + (x >> 1);
        next.wt[j]! += wt;
        for (let c = 0; c < 3; c++) next.v[j * 3 + c]! += top.v[i * 3 + c]! * wt;
      }
    }
    for (let j = 0; j < nw * nh; j++) {
      const wt = next.wt[j]!;
      if (wt > 0) for (let c = 0; c < 3; c++) next.v[j * 3 + c] = next.v[j * 3 + c]! / wt;
      next.wt[j] = Math.min(1, wt);
    }
    levels.push(next);
  }
  for (let l = levels.length - 2; l >= 0; l--) {
    const fine = levels[l]!;
    const coarse = levels[l + 1]!;
    for (let y = 0; y < fine.h; y++) {
      for (let x = 0; x < fine.w; x++) {
        const i = y * fine.w + x;
        const wt = fine.wt[i]!;
        if (wt >= 1) continue;
        const fx = Math.min(coarse.w - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
        const fy = Math.min(coarse.h - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
        const xa = Math.floor(fx);
        const ya = Math.floor(fy);
        const xb = Math.min(coarse.w - 1, xa + 1);
        const yb = Math.min(coarse.h - 1, ya + 1);
        const ax = fx - xa;
        const ay = fy - ya;
        const corners: Array<[number, number]> = [
          [ya * coarse.w + xa, (1 - ax) * (1 - ay)],
          [ya * coarse.w + xb, ax * (1 - ay)],
          [yb * coarse.w + xa, (1 - ax) * ay],
          [yb * coarse.w + xb, ax * ay],
        ];
        let cw = 0;
        const col = [0, 0, 0];
        for (const [j, k] of corners) {
          const weight = coarse.wt[j]! * k;
          cw += weight;
          for (let c = 0; c < 3; c++) col[c]! += coarse.v[j * 3 + c]! * weight;
        }
        if (cw <= 0) continue;
        for (let c = 0; c < 3; c++) fine.v[i * 3 + c] = fine.v[i * 3 + c]! * wt + (col[c]! / cw) * (1 - wt);
        fine.wt[i] = 1;
      }
    }
  }
  return base.v;
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

/** Every pixel's local colour (mean over a small window of photo pixels outside the holes) and texture. */
interface LocalLook {
  mean: [Float32Array, Float32Array, Float32Array];
  /** Luminance standard deviation in the window. */
  spread: Float32Array;
}

interface Look {
  mean: [number, number, number];
  spread: number;
}

const lookRadius = 3;

function localLook(image: RgbImage, hole: Uint8Array): LocalLook {
  const { width, height } = image;
  const n = width * height;
  // Normalised blur over known pixels only: a ring pixel's look must not take in the object beside it.
  const weight = new Float32Array(n);
  for (let i = 0; i < n; i++) weight[i] = hole[i] ? 0 : 1;
  const blur = (plane: Float32Array) => boxBlur(plane, width, height, lookRadius);
  const w = blur(weight);
  const mean = [0, 1, 2].map((c) => {
    const plane = new Float32Array(n);
    for (let i = 0; i < n; i++) plane[i] = weight[i]! * image.data[i * 3 + c]!;
    const b = blur(plane);
    for (let i = 0; i < n; i++) b[i] = w[i]! > 0 ? b[i]! / w[i]! : 0;
    return b;
  }) as [Float32Array, Float32Array, Float32Array];
  const sq = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const l = (image.data[i * 3]! + image.data[i * 3 + 1]! + image.data[i * 3 + 2]!) / 3;
    sq[i] = weight[i]! * l * l;
  }
  const b = blur(sq);
  const spread = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (w[i]! <= 0) continue;
    const l = (mean[0][i]! + mean[1][i]! + mean[2][i]!) / 3;
    spread[i] = Math.sqrt(Math.max(0, b[i]! / w[i]! - l * l));
  }
  return { mean, spread };
}

/** The median local look over some pixels (robust to a minority of another thing among them). */
function lookOf(look: LocalLook, pixels: number[]): Look | null {
  if (pixels.length < 8) return null;
  const values = new Float32Array(pixels.length);
  const median = (plane: Float32Array) => {
    for (let k = 0; k < pixels.length; k++) values[k] = plane[pixels[k]!]!;
    values.sort();
    return values[values.length >> 1]!;
  };
  return {
    mean: [median(look.mean[0]), median(look.mean[1]), median(look.mean[2])],
    spread: median(look.spread),
  };
}

/** Local colour this far (RGB) from the ring's is another surface (measured on the cluttered room's rug). */
const lookDistance = 40;

function matchesLook(look: LocalLook, i: number, want: Look | null): boolean {
  if (!want) return true;
  const d = Math.hypot(
    look.mean[0][i]! - want.mean[0],
    look.mean[1][i]! - want.mean[1],
    look.mean[2][i]! - want.mean[2],
  );
  if (d > lookDistance) return false;
  const spread = look.spread[i]!;
  // A near-flat surface still has joints (planks) or seams: never ask for less spread than they give.
  return spread <= Math.max(want.spread * 1.8 + 6, 14) && spread >= want.spread * 0.35 - 3;
}
