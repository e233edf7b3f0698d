import type { Cv } from '../image/opencv';

type Mat = InstanceType<Cv['Mat']>;

/**
 * Ink of a plan: everything clearly darker than the paper. Grey poché counts as ink (Otsu alone would
 * split it off with the paper), so the cut is the darker-friendly of Otsu and 70 % of the paper tone.
 */
export function inkMask(cv: Cv, gray: Mat, mat: (m: Mat) => Mat): { ink: Mat; core: Mat; dark: Mat } {
  const paper = percentile(gray.data, 0.9);
  const blurred = mat(new cv.Mat());
  cv.GaussianBlur(gray, blurred, new cv.Size(3, 3), 0);
  const ink = mat(new cv.Mat());
  const otsu = cv.threshold(blurred, ink, 0, 255, cv.THRESH_BINARY_INV + cv.THRESH_OTSU);
  cv.threshold(blurred, ink, Math.max(otsu, paper * 0.7), 255, cv.THRESH_BINARY_INV);
  // Plans drawn in outlines have little dark ink, so Otsu cuts close to the paper and the soft edge
  // pixels of every stroke count as ink: walls would come out a pixel too thick on each side. `core`
  // is the ink at the cut solid plans get, used to trim wall edges (see `trimWallEdges`).
  const core = mat(new cv.Mat());
  cv.threshold(blurred, core, Math.min(otsu, paper * 0.7), 255, cv.THRESH_BINARY_INV);
  // `dark`: within a pixel of a stroke more than half as dark as the plan's ink, once blurred. Wall
  // outlines (wider than a pixel) are; hairlines (glazing, hatching) are not, as their blur is paler.
  const tone = inkTone(gray.data, ink.data);
  const dark = mat(new cv.Mat());
  cv.threshold(blurred, dark, paper - 0.55 * (paper - tone), 255, cv.THRESH_BINARY_INV);
  cv.dilate(dark, dark, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
  return { ink, core, dark };
}

/**
 * Drops the one-pixel rim of the wall mask where the plan there is only faintly dark (the soft edge of
 * an outline), so that walls drawn as outlines measure as thick as drawn. Inner pixels (paper filled
 * inside a hollow wall, hatching) are kept whatever their tone.
 */
export function trimWallEdges(cv: Cv, walls: Mat, core: Mat, mat: (m: Mat) => Mat): void {
  const inner = mat(new cv.Mat());
  cv.erode(walls, inner, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
  const rim = mat(new cv.Mat());
  cv.bitwise_and(walls, core, rim);
  cv.bitwise_or(inner, rim, walls);
}

/**
 * Hollow and hatched walls are outlines with paper (or hatching) inside. The paper inside such a wall
 * is a thin, long pocket enclosed by ink; the pieces between hatch strokes are tiny pockets. Both are
 * filled so that every wall style becomes solid ink. Rooms, corridors and furniture interiors are wide
 * or compact and stay paper.
 */
export function fillWallPockets(
  cv: Cv,
  ink: Mat,
  dark: Mat,
  mat: (m: Mat) => Mat,
): { filled: Mat; walls: Uint8Array } {
  const { rows, cols } = ink;
  const paper = mat(new cv.Mat());
  cv.bitwise_not(ink, paper);
  const labels = mat(new cv.Mat());
  const stats = mat(new cv.Mat());
  const centroids = mat(new cv.Mat());
  const count = cv.connectedComponentsWithStats(paper, labels, stats, centroids, 4, cv.CV_32S);
  const distance = mat(new cv.Mat());
  cv.distanceTransform(paper, distance, cv.DIST_L2, 3);
  const label = labels.data32S;
  const depth = distance.data32F;
  const inradius = new Float32Array(count);
  for (let i = 0; i < label.length; i++)
    if (depth[i]! > inradius[label[i]!]!) inradius[label[i]!] = depth[i]!;
  const faint = faintRims(label, ink.data, dark.data, cols, count);
  const longSide = Math.max(rows, cols);
  const thinLimit = Math.max(4, longSide * 0.012);
  const tinyArea = Math.max(12, (longSide / 250) ** 2 * 6);
  const fill = new Uint8Array(count);
  for (let k = 1; k < count; k++) {
    const x = stats.intAt(k, cv.CC_STAT_LEFT);
    const y = stats.intAt(k, cv.CC_STAT_TOP);
    const w = stats.intAt(k, cv.CC_STAT_WIDTH);
    const h = stats.intAt(k, cv.CC_STAT_HEIGHT);
    if (x === 0 || y === 0 || x + w >= cols || y + h >= rows) continue;
    const area = stats.intAt(k, cv.CC_STAT_AREA);
    const r = inradius[k]!;
    // A strip 2r wide and L long has area 2rL: at least two and a half times as long as it is wide
    // (short wall pieces and corner Ls included), where a chair or a table is about as long as wide.
    const elongated = area >= 10 * r * r;
    // Glazing drawn as two thin lines between wall ends encloses a pocket as long and thin as a hollow
    // wall's; its long sides are faint hairlines where a wall's are its outline. Such a pocket lies
    // along an axis (its box is long), where the gaps between diagonal hatch strokes have square boxes.
    // Both are filled (the wall mask stays whole, as solid plans draw it); `walls` leaves glazing out.
    const glazing = Math.max(w, h) >= 2.5 * Math.min(w, h) && faint[k] === 1;
    if (area <= tinyArea || (r <= thinLimit && elongated)) fill[k] = glazing ? 2 : 1;
  }
  const filled = mat(ink.clone());
  // Mat.data makes a new view on every read: take it once, outside the pixel loop.
  const out = filled.data;
  const walls = new Uint8Array(label.length);
  for (let i = 0; i < label.length; i++) {
    const f = fill[label[i]!]!;
    if (f) out[i] = 255;
    walls[i] = out[i] && f !== 2 ? 1 : 0;
  }
  return { filled, walls };
}

/**
 * For each paper pocket, whether most of the ink bordering it is faint (outside `dark`): 1 if so.
 */
function faintRims(
  label: Int32Array,
  ink: Uint8Array,
  dark: Uint8Array,
  cols: number,
  count: number,
): Uint8Array {
  const rim = new Uint32Array(count);
  const strongCount = new Uint32Array(count);
  const n = label.length;
  const touch = (k: number, strong: boolean) => {
    if (k <= 0) return;
    rim[k] = rim[k]! + 1;
    if (strong) strongCount[k] = strongCount[k]! + 1;
  };
  for (let i = 0; i < n; i++) {
    if (!ink[i]) continue;
    const strong = dark[i] !== 0;
    const x = i % cols;
    // Each bordering pocket counts once per ink pixel, even where it touches it on two sides.
    const left = x > 0 ? label[i - 1]! : 0;
    const right = x < cols - 1 ? label[i + 1]! : 0;
    const up = i >= cols ? label[i - cols]! : 0;
    const down = i + cols < n ? label[i + cols]! : 0;
    touch(left, strong);
    if (right !== left) touch(right, strong);
    if (up !== left && up !== right) touch(up, strong);
    if (down !== left && down !== right && down !== up) touch(down, strong);
  }
  const faint = new Uint8Array(count);
  for (let k = 1; k < count; k++) if (rim[k]! > 0 && strongCount[k]! < rim[k]! * 0.5) faint[k] = 1;
  return faint;
}

/**
 * Wall thickness: opening with growing squares keeps the dark area almost constant until the square is
 * wider than the walls, then the area collapses. The first collapse (after text and lines have gone) is
 * the thickness of the thickest walls.
 */
export function estimateWallThickness(cv: Cv, full: Mat, mat: (m: Mat) => Mat): number {
  // Large plans are measured at half size: thirty openings of a 2000 px mask take seconds.
  const factor = Math.max(full.rows, full.cols) > 1200 ? 2 : 1;
  let solid = full;
  if (factor > 1) {
    solid = mat(new cv.Mat());
    cv.resize(
      full,
      solid,
      new cv.Size(Math.round(full.cols / factor), Math.round(full.rows / factor)),
      0,
      0,
      cv.INTER_AREA,
    );
    cv.threshold(solid, solid, 127, 255, cv.THRESH_BINARY);
  }
  const opened = mat(new cv.Mat());
  // The first collapse ends the search: each larger opening costs more than the one before, and on a
  // plan with big solid blocks (stairs, columns) the area only reaches zero far beyond the walls.
  let reference = 0;
  for (let k = 3; k <= 61; k += 2) {
    cv.morphologyEx(solid, opened, cv.MORPH_OPEN, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(k, k)));
    const area = cv.countNonZero(opened);
    if (k === 5) reference = area;
    if (k > 5 && area < reference * 0.45) return (k - 1) * factor;
    if (area === 0) break;
  }
  return 9 * factor;
}

/**
 * Text and symbols that survive the opening are compact, or float apart from the building. Walls are
 * straight bars, long, or joined (step by step across window and door gaps, up to eight wall
 * thicknesses along either axis) to the main wall network or to such walls. The joining works on the
 * blobs' boxes, which is as good as pixels for axis-aligned gaps and far cheaper on large plans.
 */
export function removeCompactBlobs(cv: Cv, walls: Mat, thickness: number, mat: (m: Mat) => Mat): void {
  const labels = mat(new cv.Mat());
  const stats = mat(new cv.Mat());
  const centroids = mat(new cv.Mat());
  const count = cv.connectedComponentsWithStats(walls, labels, stats, centroids, 8, cv.CV_32S);
  const keep = new Uint8Array(count);
  const boxes: Array<{ x: number; y: number; w: number; h: number }> = [{ x: 0, y: 0, w: 0, h: 0 }];
  // Partitions are at least a quarter as thick as the outer walls; door leaves and lines are thinner.
  const minSide = Math.max(3, thickness * 0.25);
  let main = 0;
  for (let k = 1; k < count; k++) {
    const box = {
      x: stats.intAt(k, cv.CC_STAT_LEFT),
      y: stats.intAt(k, cv.CC_STAT_TOP),
      w: stats.intAt(k, cv.CC_STAT_WIDTH),
      h: stats.intAt(k, cv.CC_STAT_HEIGHT),
    };
    boxes.push(box);
    const area = stats.intAt(k, cv.CC_STAT_AREA);
    if (!main || area > stats.intAt(main, cv.CC_STAT_AREA)) main = k;
    const long = Math.max(box.w, box.h);
    const short = Math.min(box.w, box.h);
    const bar =
      short >= minSide && long >= thickness * 4 && short <= thickness * 1.6 && area >= box.w * box.h * 0.7;
    if (bar || long >= thickness * 10) keep[k] = 1;
  }
  if (main) keep[main] = 1;
  const reach = thickness * 8;
  const overlaps = (p: number, pl: number, q: number, ql: number, slack: number) =>
    p - slack < q + ql && q - slack < p + pl;
  for (let round = 0; round < 6; round++) {
    let added = false;
    for (let k = 1; k < count; k++) {
      const b = boxes[k]!;
      if (keep[k] || Math.max(b.w, b.h) < thickness * 2 || Math.min(b.w, b.h) < minSide) continue;
      for (let j = 1; j < count && !keep[k]; j++) {
        if (!keep[j]) continue;
        const o = boxes[j]!;
        const alongX = overlaps(b.y, b.h, o.y, o.h, 1) && overlaps(b.x, b.w, o.x, o.w, reach);
        const alongY = overlaps(b.x, b.w, o.x, o.w, 1) && overlaps(b.y, b.h, o.y, o.h, reach);
        if (alongX || alongY) keep[k] = 1;
      }
      if (keep[k]) added = true;
    }
    if (!added) break;
  }
  const label = labels.data32S;
  const wallData = walls.data;
  for (let i = 0; i < label.length; i++) if (!keep[label[i]!]) wallData[i] = 0;
}

/**
 * The tone of the plan's ink: the darkest twentieth of its ink pixels (every third pixel is enough for
 * a histogram, and a third of the time on a 2000 px plan).
 */
function inkTone(tones: Uint8Array, ink: Uint8Array): number {
  const histogram = new Uint32Array(256);
  let total = 0;
  for (let i = 0; i < tones.length; i += 3)
    if (ink[i]) {
      histogram[tones[i]!]!++;
      total++;
    }
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= total * 0.05) return v;
  }
  return 0;
}

export function percentile(values: Uint8Array, p: number): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < values.length; i++) histogram[values[i]!]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= values.length * p) return v;
  }
  return 255;
}
