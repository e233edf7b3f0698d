import type { Cv } from '../image/opencv';

type Mat = InstanceType<Cv['Mat']>;

/**
 * Ink of a plan: everything clearly darker than the paper. Grey poché counts as ink (Otsu alone would
 * split it off with the paper), so the cut is the darker-friendly of Otsu and 70 % of the paper tone.
 */
export function inkMask(cv: Cv, gray: Mat, mat: (m: Mat) => Mat): Mat {
  const paper = percentile(gray.data, 0.9);
  const blurred = mat(new cv.Mat());
  cv.GaussianBlur(gray, blurred, new cv.Size(3, 3), 0);
  const ink = mat(new cv.Mat());
  const otsu = cv.threshold(blurred, ink, 0, 255, cv.THRESH_BINARY_INV + cv.THRESH_OTSU);
  cv.threshold(blurred, ink, Math.max(otsu, paper * 0.7), 255, cv.THRESH_BINARY_INV);
  return ink;
}

/**
 * Hollow and hatched walls are outlines with paper (or hatching) inside. The paper inside such a wall
 * is a thin, long pocket enclosed by ink; the pieces between hatch strokes are tiny pockets. Both are
 * filled so that every wall style becomes solid ink. Rooms, corridors and furniture interiors are wide
 * or compact and stay paper.
 */
export function fillWallPockets(cv: Cv, ink: Mat, mat: (m: Mat) => Mat): Mat {
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
    if (area <= tinyArea || (r <= thinLimit && elongated)) fill[k] = 1;
  }
  const filled = mat(ink.clone());
  for (let i = 0; i < label.length; i++) if (fill[label[i]!]) filled.data[i] = 255;
  return filled;
}

/**
 * Wall thickness: opening with growing squares keeps the dark area almost constant until the square is
 * wider than the walls, then the area collapses. The first collapse (after text and lines have gone) is
 * the thickness of the thickest walls.
 */
export function estimateWallThickness(cv: Cv, solid: Mat, mat: (m: Mat) => Mat): number {
  const opened = mat(new cv.Mat());
  const areas: Array<[number, number]> = [];
  for (let k = 3; k <= 61; k += 2) {
    cv.morphologyEx(solid, opened, cv.MORPH_OPEN, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(k, k)));
    const area = cv.countNonZero(opened);
    areas.push([k, area]);
    if (area === 0) break;
  }
  const reference = areas.find(([k]) => k >= 5)?.[1] ?? 0;
  for (let i = 1; i < areas.length; i++) {
    const [k, area] = areas[i]!;
    if (k > 5 && area < reference * 0.45) return k - 1;
  }
  return 9;
}

/**
 * Text and symbols that survive the opening are compact, or float apart from the building. Walls are
 * straight bars, or joined (step by step across window and door gaps) to the
 * main wall network or to such bars.
 */
export function removeCompactBlobs(cv: Cv, walls: Mat, thickness: number, mat: (m: Mat) => Mat): void {
  const labels = mat(new cv.Mat());
  const stats = mat(new cv.Mat());
  const centroids = mat(new cv.Mat());
  const count = cv.connectedComponentsWithStats(walls, labels, stats, centroids, 8, cv.CV_32S);
  const keep = new Uint8Array(count);
  let main = 0;
  for (let k = 1; k < count; k++) {
    const w = stats.intAt(k, cv.CC_STAT_WIDTH);
    const h = stats.intAt(k, cv.CC_STAT_HEIGHT);
    const area = stats.intAt(k, cv.CC_STAT_AREA);
    if (!main || area > stats.intAt(main, cv.CC_STAT_AREA)) main = k;
    // Partitions are at least a quarter as thick as the outer walls; door leaves and lines are thinner.
    const thick = Math.min(w, h) >= Math.max(3, thickness * 0.25);
    const bar =
      thick && Math.max(w, h) >= thickness * 4 && Math.min(w, h) <= thickness * 1.6 && area >= w * h * 0.7;
    if (bar || Math.max(w, h) >= thickness * 10) keep[k] = 1;
  }
  if (main) keep[main] = 1;
  const label = labels.data32S;
  const near = mat(cv.Mat.zeros(walls.rows, walls.cols, cv.CV_8UC1));
  const alongY = mat(new cv.Mat());
  // Across a door or window gap (up to about eight wall thicknesses), along either axis.
  const reach = Math.round(thickness * 8) | 1;
  const wide = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(reach, 3));
  const tall = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, reach));
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < label.length; i++) near.data[i] = keep[label[i]!] && label[i] ? 255 : 0;
    cv.dilate(near, alongY, tall);
    cv.dilate(near, near, wide);
    cv.bitwise_or(near, alongY, near);
    let added = false;
    for (let i = 0; i < label.length; i++) {
      const k = label[i]!;
      if (k && !keep[k] && near.data[i]) {
        const w = stats.intAt(k, cv.CC_STAT_WIDTH);
        const h = stats.intAt(k, cv.CC_STAT_HEIGHT);
        if (Math.max(w, h) >= thickness * 2 && Math.min(w, h) >= Math.max(3, thickness * 0.25)) {
          keep[k] = 1;
          added = true;
        }
      }
    }
    if (!added) break;
  }
  for (let i = 0; i < label.length; i++) if (!keep[label[i]!]) walls.data[i] = 0;
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
