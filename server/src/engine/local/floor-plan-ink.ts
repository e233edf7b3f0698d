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
  // Mat.data makes a new view on every read: take it once, outside the pixel loop.
  const out = filled.data;
  for (let i = 0; i < label.length; i++) if (fill[label[i]!]) out[i] = 255;
  return filled;
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
    if (k > 5 && area < reference * 0.45) return (k - 1) * factor;
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
