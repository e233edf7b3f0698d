import type { FloorPlanModel, Point2 } from '../design-engine.port';
import { findOpenings, findRooms, wallSegments } from './floor-plan-geometry';
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
    cv.morphologyEx(
      closed,
      walls,
      cv.MORPH_OPEN,
      cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(openSize, openSize)),
    );
    // Old plans draw windows as light stripes across the wall: bridge gaps narrower than a wall is thick
    // (a door is wider), along each axis.
    const bridge = Math.max(3, Math.round(thickness)) | 1;
    const alongX = mat(new cv.Mat());
    const alongY = mat(new cv.Mat());
    cv.morphologyEx(
      walls,
      alongX,
      cv.MORPH_CLOSE,
      cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(bridge, 1)),
    );
    cv.morphologyEx(
      walls,
      alongY,
      cv.MORPH_CLOSE,
      cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(1, bridge)),
    );
    cv.bitwise_or(alongX, alongY, walls);
    removeCompactBlobs(cv, walls, thickness, mat);
    const segments = wallSegments(cv, walls, thickness, mat);
    const openings = findOpenings(segments, faint, width, thickness);
    const rooms = findRooms(cv, walls, segments, openings, thickness, mat);
    const ppm = options.pixelsPerMetre && options.pixelsPerMetre > 0 ? options.pixelsPerMetre : null;
    // Without a scale, a typical 0.2 m wall sets the height of the preview; areas stay in pixels.
    const pxPerMetre = ppm ?? thickness / 0.2;
    if (!ppm)
      assumptions.push(
        'No scale given: lengths and areas are in pixels; wall height assumes walls about 0.2 m thick.',
      );
    const toUnits = (p: Point2): Point2 =>
      ppm ? { x: round2(p.x / ppm), y: round2(p.y / ppm) } : { x: Math.round(p.x), y: Math.round(p.y) };
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
    cv.morphologyEx(
      closed,
      opened,
      cv.MORPH_OPEN,
      cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(k, k)),
    );
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
