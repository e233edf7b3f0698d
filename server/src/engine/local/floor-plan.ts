import type { FloorPlanModel, Point2 } from '../design-engine.port';
import { findRooms, wallSegments } from './floor-plan-geometry';
import { estimateWallThickness, fillWallPockets, inkMask, removeCompactBlobs } from './floor-plan-ink';
import { gapOpenings, splitAtWindows, type InkGrid } from './floor-plan-openings';
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
    const ink = inkMask(cv, gray, mat);
    const grid: InkGrid = { ink: new Uint8Array(width * height), width, height };
    for (let i = 0; i < grid.ink.length; i++) grid.ink[i] = ink.data[i] ? 1 : 0;
    const solid = fillWallPockets(cv, ink, mat);
    cv.morphologyEx(solid, solid, cv.MORPH_CLOSE, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
    const thickness = estimateWallThickness(cv, solid, mat);
    const assumptions: string[] = [];
    if (process.env.FP_DEBUG) console.log('thickness', thickness);
    // Text, furniture and dimension lines are thin strokes: an opening a little wider than a stroke (which
    // grows with the drawing's resolution) removes them and keeps partitions, however thin next to the
    // outer walls.
    const stroke = Math.max(3, Math.round(Math.max(width, height) / 380));
    const openSize = Math.max(3, Math.min(stroke, Math.round(thickness * 0.45))) | 1;
    const walls = mat(new cv.Mat());
    cv.morphologyEx(
      solid,
      walls,
      cv.MORPH_OPEN,
      cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(openSize, openSize)),
    );
    // Mend nicks (JPEG, scan dust) narrower than half a wall, along each axis.
    const bridge = Math.max(3, Math.round(thickness / 2)) | 1;
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
    if (process.env.FP_DEBUG) await debugMask('/tmp/fp/dbg-walls0.png', walls);
    removeCompactBlobs(cv, walls, thickness, mat);
    if (process.env.FP_DEBUG) await debugMask('/tmp/fp/dbg-walls1.png', walls);
    const split = splitAtWindows(wallSegments(cv, walls, thickness, mat), grid, thickness);
    const segments = split.segments;
    const openings = [...split.windows, ...gapOpenings(segments, grid, thickness)];
    for (const o of openings) o.wallId = `w${o.a + 1}`;
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
      openings: openings.map(({ a: _a, b: _b, ...o }) => ({
        ...o,
        center: toUnits(o.center),
        width: ppm ? round2(o.width / ppm) : Math.round(o.width),
        ...(o.swing ? { swing: { hinge: toUnits(o.swing.hinge), opensTowards: o.swing.opensTowards } } : {}),
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

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

async function debugMask(file: string, m: Mat): Promise<void> {
  const { default: sharp } = await import('sharp');
  await sharp(Buffer.from(m.data), { raw: { width: m.cols, height: m.rows, channels: 1 } })
    .png()
    .toFile(file);
}
