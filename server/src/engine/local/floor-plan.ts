import type { FloorPlanModel, FloorPlanOpening, FloorPlanRoom, Point2 } from '../design-engine.port';
import { luminance } from '../image/filters';
import { loadOpenCv, release, type Cv } from '../image/opencv';
import type { RgbImage } from '../image/raster';

type Mat = InstanceType<Cv['Mat']>;

/**
 * Floor-plan extraction: walls are the thickest long dark strokes of a plan. The plan is binarised
 * (Otsu), hatching closed, and everything thinner than the walls (text, furniture, dimensions, grid dots)
 * opened away. Walls become straight segments (horizontal, vertical, or any angle); gaps between
 * collinear segments are openings; the free space inside the building outline, split by walls and
 * openings, is the rooms.
 */
export async function extractFloorPlan(
  image: RgbImage,
  options: { pixelsPerMetre?: number; wallHeightMetres?: number } = {},
): Promise<FloorPlanModel> {
  const { cv } = await loadOpenCv();
  const { width, height } = image;
  const mats: Mat[] = [];
  const mat = (m: Mat) => (mats.push(m), m);
  try {
    const gray = mat(new cv.Mat(height, width, cv.CV_8UC1));
    const luma = luminance(image);
    for (let i = 0; i < luma.length; i++) gray.data[i] = Math.round(luma[i]! * 255);
    // Faint ink (thin glazing lines of a window) for telling windows from doors: darker than the paper.
    const paper = percentile(gray.data, 0.9);
    const faint = new Uint8Array(width * height);
    for (let i = 0; i < faint.length; i++) faint[i] = gray.data[i]! < paper * 0.8 ? 1 : 0;
    const ink = mat(new cv.Mat());
    cv.GaussianBlur(gray, gray, new cv.Size(3, 3), 0);
    cv.threshold(gray, ink, 0, 255, cv.THRESH_BINARY_INV + cv.THRESH_OTSU);
    // Hatched walls are two outlines with diagonal strokes between them: closing makes them solid.
    const closed = mat(new cv.Mat());
    cv.morphologyEx(ink, closed, cv.MORPH_CLOSE, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(5, 5)));
    const thickness = estimateWallThickness(cv, closed, mat);
    const assumptions: string[] = [];
    const walls = mat(new cv.Mat());
    // Partitions are often thinner than outer walls: keep strokes down to a third of the wall thickness.
    const openSize = Math.max(3, Math.round(thickness * 0.32)) | 1;
    cv.morphologyEx(closed, walls, cv.MORPH_OPEN, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(openSize, openSize)));
    // Old plans draw windows as light stripes across the wall: bridge gaps narrower than a wall is thick
    // (a door is wider), along each axis.
    const bridge = Math.max(3, Math.round(thickness)) | 1;
    const alongX = mat(new cv.Mat());
    const alongY = mat(new cv.Mat());
    cv.morphologyEx(walls, alongX, cv.MORPH_CLOSE, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(bridge, 1)));
    cv.morphologyEx(walls, alongY, cv.MORPH_CLOSE, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(1, bridge)));
    cv.bitwise_or(alongX, alongY, walls);
    removeCompactBlobs(cv, walls, thickness, mat);
    const segments = wallSegments(cv, walls, thickness, mat);
    const openings = findOpenings(segments, faint, width, thickness);
    const rooms = findRooms(cv, walls, segments, openings, thickness, mat);
    const ppm = options.pixelsPerMetre && options.pixelsPerMetre > 0 ? options.pixelsPerMetre : null;
    // Without a scale, a typical 0.2 m wall sets the height of the preview; areas stay in pixels.
    const pxPerMetre = ppm ?? thickness / 0.2;
    if (!ppm) assumptions.push('No scale given: lengths and areas are in pixels; wall height assumes walls about 0.2 m thick.');
    const toUnits = (p: Point2): Point2 => (ppm ? { x: round2(p.x / ppm), y: round2(p.y / ppm) } : { x: Math.round(p.x), y: Math.round(p.y) });
    const wallHeight = (options.wallHeightMetres ?? 2.7) * (ppm ? 1 : pxPerMetre);
    return {
      units: ppm ? 'm' : 'px',
      pixelsPerMetre: ppm,
      imageWidth: width,
      imageHeight: height,
      walls: segments.map((s, i) => ({
        id: `w${i + 1}`,
        start: toUnits(s.start),
        end: toUnits(s.end),
        thickness: ppm ? round2(s.thickness / ppm) : Math.round(s.thickness),
        height: round2(wallHeight),
      })),
      openings: openings.map((o) => ({
        ...o,
        center: toUnits(o.center),
        width: ppm ? round2(o.width / ppm) : Math.round(o.width),
      })),
      rooms: rooms.map((room, i) => ({
        id: `r${i + 1}`,
        polygon: room.polygon.map(toUnits),
        centroid: toUnits(room.centroid),
        area: ppm ? round2(room.area / (ppm * ppm)) : Math.round(room.area),
      })),
      assumptions,
    };
  } finally {
    release(...mats);
  }
}

function percentile(values: Uint8Array, p: number): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < values.length; i++) histogram[values[i]!]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= values.length * p) return v;
  }
  return 255;
}

/**
 * Free space that reaches the building outline without crossing a wall is outdoors (a strip under a
 * dimension label, a courtyard notch): it is not a room.
 */
function dropOutdoorPockets(cv: Cv, free: Mat, footprint: Mat, mat: (m: Mat) => Mat): void {
  const outside = mat(new cv.Mat());
  cv.bitwise_not(footprint, outside);
  cv.dilate(outside, outside, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(5, 5)));
  const labels = mat(new cv.Mat());
  const count = cv.connectedComponents(free, labels, 4, cv.CV_32S);
  const outdoor = new Uint8Array(count);
  const label = labels.data32S;
  for (let i = 0; i < label.length; i++) if (outside.data[i] && label[i]) outdoor[label[i]!] = 1;
  for (let i = 0; i < label.length; i++) if (outdoor[label[i]!]) free.data[i] = 0;
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

/**
 * Wall thickness: opening with growing squares keeps the dark area almost constant until the square is
 * wider than the walls, then the area collapses. The first collapse (after text and lines have gone) is
 * the wall thickness.
 */
function estimateWallThickness(cv: Cv, closed: Mat, mat: (m: Mat) => Mat): number {
  const opened = mat(new cv.Mat());
  const areas: Array<[number, number]> = [];
  for (let k = 3; k <= 45; k += 2) {
    cv.morphologyEx(closed, opened, cv.MORPH_OPEN, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(k, k)));
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
 * Text and symbols that survive the opening are compact, or float apart from the building: walls are long
 * or joined to the main wall network.
 */
function removeCompactBlobs(cv: Cv, walls: Mat, thickness: number, mat: (m: Mat) => Mat): void {
  const labels = mat(new cv.Mat());
  const stats = mat(new cv.Mat());
  const centroids = mat(new cv.Mat());
  const count = cv.connectedComponentsWithStats(walls, labels, stats, centroids, 8, cv.CV_32S);
  let main = 0;
  for (let k = 1; k < count; k++) {
    if (!main || stats.intAt(k, cv.CC_STAT_AREA) > stats.intAt(main, cv.CC_STAT_AREA)) main = k;
  }
  const label = labels.data32S;
  const near = mat(cv.Mat.zeros(walls.rows, walls.cols, cv.CV_8UC1));
  for (let i = 0; i < label.length; i++) if (label[i] === main) near.data[i] = 255;
  const reach = Math.round(thickness * 1.5) | 1;
  cv.dilate(near, near, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(reach, reach)));
  const joined = new Uint8Array(count);
  for (let i = 0; i < label.length; i++) if (near.data[i]) joined[label[i]!] = 1;
  const drop = new Uint8Array(count);
  for (let k = 1; k < count; k++) {
    const longest = Math.max(stats.intAt(k, cv.CC_STAT_WIDTH), stats.intAt(k, cv.CC_STAT_HEIGHT));
    if (longest < thickness * 3.5 || (!joined[k] && longest < thickness * 10)) drop[k] = 1;
  }
  for (let i = 0; i < label.length; i++) if (drop[label[i]!]) walls.data[i] = 0;
}

interface Segment {
  start: Point2;
  end: Point2;
  thickness: number;
  orientation: 'h' | 'v' | 'd';
}

function wallSegments(cv: Cv, walls: Mat, thickness: number, mat: (m: Mat) => Mat): Segment[] {
  const length = Math.max(15, Math.round(thickness * 2.5));
  const horizontal = mat(new cv.Mat());
  const vertical = mat(new cv.Mat());
  cv.morphologyEx(walls, horizontal, cv.MORPH_OPEN, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(length, 1)));
  cv.morphologyEx(walls, vertical, cv.MORPH_OPEN, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(1, length)));
  const segments: Segment[] = [];
  for (const [mask, orientation] of [[horizontal, 'h'], [vertical, 'v']] as const) {
    const labels = mat(new cv.Mat());
    const stats = mat(new cv.Mat());
    const centroids = mat(new cv.Mat());
    const count = cv.connectedComponentsWithStats(mask, labels, stats, centroids, 8, cv.CV_32S);
    for (let k = 1; k < count; k++) {
      const x = stats.intAt(k, cv.CC_STAT_LEFT);
      const y = stats.intAt(k, cv.CC_STAT_TOP);
      const w = stats.intAt(k, cv.CC_STAT_WIDTH);
      const h = stats.intAt(k, cv.CC_STAT_HEIGHT);
      if (orientation === 'h' && w >= length) segments.push({ start: { x, y: y + h / 2 }, end: { x: x + w, y: y + h / 2 }, thickness: Math.min(h, thickness * 1.5), orientation });
      if (orientation === 'v' && h >= length) segments.push({ start: { x: x + w / 2, y }, end: { x: x + w / 2, y: y + h }, thickness: Math.min(w, thickness * 1.5), orientation });
    }
  }
  // What is neither horizontal nor vertical (bay windows, 45-degree corners, curves) becomes straight
  // segments along each leftover piece's long axis.
  const straight = mat(new cv.Mat());
  cv.bitwise_or(horizontal, vertical, straight);
  cv.dilate(straight, straight, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
  const diagonal = mat(new cv.Mat());
  cv.subtract(walls, straight, diagonal);
  cv.morphologyEx(diagonal, diagonal, cv.MORPH_OPEN, cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(3, 3)));
  const contours = new cv.MatVector();
  const hierarchy = mat(new cv.Mat());
  try {
    cv.findContours(diagonal, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const rect = cv.minAreaRect(contour);
      contour.delete();
      const long = Math.max(rect.size.width, rect.size.height);
      const short = Math.min(rect.size.width, rect.size.height);
      if (long < thickness * 2.5 || short < thickness * 0.3) continue;
      const angle = ((rect.angle + (rect.size.width < rect.size.height ? 90 : 0)) * Math.PI) / 180;
      const dx = (Math.cos(angle) * long) / 2;
      const dy = (Math.sin(angle) * long) / 2;
      segments.push({
        start: { x: rect.center.x - dx, y: rect.center.y - dy },
        end: { x: rect.center.x + dx, y: rect.center.y + dy },
        thickness: Math.min(short, thickness * 1.5),
        orientation: 'd',
      });
    }
  } finally {
    contours.delete();
  }
  return segments;
}

/**
 * Openings are gaps between two collinear wall segments. A window is drawn in the wall (thin lines
 * along it), so its gap still holds ink; a door's gap is empty (its leaf and swing are drawn beside it).
 */
function findOpenings(segments: Segment[], ink: Uint8Array, width: number, thickness: number): Array<FloorPlanOpening & { a: number; b: number }> {
  const openings: Array<FloorPlanOpening & { a: number; b: number }> = [];
  const along = (s: Segment) => (s.orientation === 'h' ? [s.start.x, s.end.x, s.start.y] : [s.start.y, s.end.y, s.start.x]) as [number, number, number];
  for (const orientation of ['h', 'v'] as const) {
    const list = segments.map((s, i) => ({ s, i })).filter(({ s }) => s.orientation === orientation);
    for (const { s: a, i: ia } of list) {
      const [, aEnd, aLine] = along(a);
      let best: { i: number; gap: number; s: Segment } | null = null;
      for (const { s: b, i: ib } of list) {
        const [bStart, , bLine] = along(b);
        if (ib === ia || Math.abs(aLine - bLine) > thickness * 0.6) continue;
        const gap = bStart - aEnd;
        if (gap < thickness * 1.2 || gap > thickness * 18) continue;
        if (!best || gap < best.gap) best = { i: ib, gap, s: b };
      }
      if (!best) continue;
      const line = (aLine + along(best.s)[2]) / 2;
      const from = aEnd;
      const to = along(best.s)[0];
      const center = orientation === 'h' ? { x: (from + to) / 2, y: line } : { x: line, y: (from + to) / 2 };
      let inked = 0;
      let total = 0;
      for (let t = from + 2; t < to - 2; t++) {
        for (let d = -thickness / 2; d <= thickness / 2; d++) {
          const x = Math.round(orientation === 'h' ? t : line + d);
          const y = Math.round(orientation === 'h' ? line + d : t);
          total++;
          if (ink[y * width + x]) inked++;
        }
      }
      const kind = total > 0 && inked / total > 0.12 ? 'window' : 'door';
      openings.push({ kind, wallId: `w${ia + 1}`, center, width: to - from, a: ia, b: best.i });
    }
  }
  return openings;
}

/**
 * Rooms: free space inside the building outline, with openings bridged so that each room closes. The
 * outline is the walls closed over the largest opening and filled: everything outside it is outdoors.
 */
function findRooms(
  cv: Cv,
  walls: Mat,
  segments: Segment[],
  openings: Array<FloorPlanOpening & { a: number; b: number }>,
  thickness: number,
  mat: (m: Mat) => Mat,
): Array<Omit<FloorPlanRoom, 'id'>> {
  const barrier = mat(walls.clone());
  const white = new cv.Scalar(255);
  for (const s of segments) {
    cv.line(barrier, new cv.Point(Math.round(s.start.x), Math.round(s.start.y)), new cv.Point(Math.round(s.end.x), Math.round(s.end.y)), white, Math.max(1, Math.round(s.thickness)));
  }
  for (const o of openings) {
    const a = segments[o.a]!;
    const b = segments[o.b]!;
    cv.line(barrier, new cv.Point(Math.round(a.end.x), Math.round(a.end.y)), new cv.Point(Math.round(b.start.x), Math.round(b.start.y)), white, Math.max(1, Math.round(Math.min(a.thickness, b.thickness))));
  }
  const outline = mat(new cv.Mat());
  const reach = Math.round(thickness * 8) | 1;
  cv.morphologyEx(barrier, outline, cv.MORPH_CLOSE, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(reach, reach)));
  const outer = new cv.MatVector();
  const hierarchy = mat(new cv.Mat());
  const footprint = mat(cv.Mat.zeros(walls.rows, walls.cols, cv.CV_8UC1));
  try {
    cv.findContours(outline, outer, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    cv.drawContours(footprint, outer, -1, white, cv.FILLED);
  } finally {
    outer.delete();
  }
  const free = mat(new cv.Mat());
  cv.bitwise_not(barrier, free);
  cv.bitwise_and(free, footprint, free);
  dropOutdoorPockets(cv, free, footprint, mat);
  const contours = new cv.MatVector();
  const roomHierarchy = mat(new cv.Mat());
  const rooms: Array<Omit<FloorPlanRoom, 'id'>> = [];
  try {
    cv.findContours(free, contours, roomHierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    const minArea = Math.max(thickness * thickness * 16, walls.rows * walls.cols * 0.002);
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      // The contour runs through the boundary pixels' centres: add half the perimeter for the pixel area.
      const area = cv.contourArea(contour) + cv.arcLength(contour, true) / 2;
      if (area >= minArea) {
        const approx = new cv.Mat();
        cv.approxPolyDP(contour, approx, Math.max(2, thickness * 0.6), true);
        const polygon: Point2[] = [];
        for (let p = 0; p < approx.rows; p++) polygon.push({ x: approx.data32S[p * 2]!, y: approx.data32S[p * 2 + 1]! });
        const m = cv.moments(contour, false);
        rooms.push({ polygon, area, centroid: { x: m.m10 / m.m00, y: m.m01 / m.m00 } });
        approx.delete();
      }
      contour.delete();
    }
  } finally {
    contours.delete();
  }
  return rooms.sort((p, q) => q.area - p.area);
}

