import type { Point2 } from '../design-engine.port';
import { luminance } from '../image/filters';
import { loadOpenCv, release, type Cv } from '../image/opencv';
import { resizeRgb, type RgbImage } from '../image/raster';
import { findRooms, wallSegments, type Segment } from './floor-plan-geometry';
import { refineWallFaces } from './floor-plan-edges';
import { deepenHairlines } from './floor-plan-paper';
import {
  estimateWallThickness,
  fillWallPockets,
  inkMask,
  percentile,
  removeCompactBlobs,
  trimWallEdges,
} from './floor-plan-ink';
import { withoutLooseSymbols, withoutStubs } from './floor-plan-symbols';
import { gapOpenings, splitAtWindows, type FoundOpening, type InkGrid } from './floor-plan-openings';

type Mat = InstanceType<Cv['Mat']>;

/** Walls, openings and rooms of a plan, in the plan's pixels. */
export interface PlanGeometry {
  thickness: number;
  segments: Segment[];
  openings: FoundOpening[];
  rooms: Array<{ polygon: Point2[]; area: number; centroid: Point2 }>;
}

/**
 * Walls are the thick, long strokes of a plan. Ink is everything darker than the paper; paper enclosed
 * in hollow or hatched walls is filled so that every wall style is solid; strokes about as thin as text
 * and furniture lines are opened away, and blobs that are neither bars nor joined to the wall network
 * dropped. Walls become straight segments; windows drawn inside a wall split it; gaps between collinear
 * segments are doors or windows; the free space inside the building outline, split by walls and
 * openings, is the rooms.
 */
export async function extractPlanGeometry(
  image: RgbImage,
  options: { workingSide?: number } = {},
): Promise<PlanGeometry> {
  // Large plans are measured at a reduced working size and the result scaled back: every morphology
  // pass costs time in proportion to the pixels, and a 2000 px plan drawn with walls many pixels thick
  // keeps its walls, openings and rooms at 1600 px (at 1200 px windows drawn as thin lines in solid
  // walls were lost: see ADR 037).
  const workingSide = options.workingSide ?? planWorkingSide;
  const longSide = Math.max(image.width, image.height);
  // Small plans (a listing's 600 px image) are measured enlarged to 1000 px, a size the measures below
  // were made at: at their own size a window's glazing lines and a door's swing are a faint pixel and
  // were lost (ADR 062). Plans from 760 px up are measured as they are.
  const enlarge = longSide < planSmallSide && planEnlargedSide <= workingSide;
  if (!enlarge && longSide <= workingSide) return geometryAtSize(image);
  const factor = longSide / (enlarge ? planEnlargedSide : workingSide);
  const small = await resizeRgb(
    image,
    Math.max(1, Math.round(image.width / factor)),
    Math.max(1, Math.round(image.height / factor)),
    factor > 1 ? 'linear' : 'cubic',
  );
  const fx = image.width / small.width;
  const fy = image.height / small.height;
  const f = (fx + fy) / 2;
  // Pixel centres: pixel i of the small plan covers full-size pixels i * f .. (i + 1) * f.
  const point = (p: Point2): Point2 => ({ x: (p.x + 0.5) * fx - 0.5, y: (p.y + 0.5) * fy - 0.5 });
  // Enlarged by half again or more, hairlines have lost most of their contrast (ADR 062).
  const found = await geometryAtSize(factor <= 0.7 ? await deepenHairlines(small) : small);
  return {
    thickness: found.thickness * f,
    segments: found.segments.map((s) => ({
      ...s,
      start: point(s.start),
      end: point(s.end),
      thickness: s.thickness * f,
    })),
    openings: found.openings.map((o) => ({
      ...o,
      center: point(o.center),
      width: o.width * f,
      ...(o.swing ? { swing: { ...o.swing, hinge: point(o.swing.hinge) } } : {}),
    })),
    rooms: found.rooms.map((r) => ({
      polygon: r.polygon.map(point),
      area: r.area * fx * fy,
      centroid: point(r.centroid),
    })),
  };
}

/** Long side above which a plan's geometry is found at reduced size. */
export const planWorkingSide = 1600;
/** Long side below which a plan's geometry is found enlarged, and the side it is enlarged to. */
const planSmallSide = 760;
const planEnlargedSide = 1000;

async function geometryAtSize(image: RgbImage): Promise<PlanGeometry> {
  const { cv } = await loadOpenCv();
  const { width, height } = image;
  const mats: Mat[] = [];
  const mat = (m: Mat) => (mats.push(m), m);
  try {
    const gray = mat(new cv.Mat(height, width, cv.CV_8UC1));
    const luma = luminance(image);
    // Mat.data makes a new view on every read: take it once, outside the pixel loops.
    const grayData = gray.data;
    for (let i = 0; i < luma.length; i++) grayData[i] = Math.round(luma[i]! * 255);
    const { ink, core, dark } = inkMask(cv, gray, mat);
    const grid: InkGrid = { ink: new Uint8Array(width * height), width, height };
    const inkData = ink.data;
    for (let i = 0; i < grid.ink.length; i++) grid.ink[i] = inkData[i] ? 1 : 0;
    const pockets = fillWallPockets(cv, ink, dark, mat);
    const solid = pockets.filled;
    // The plan with hollow and hatched walls filled but glazing not: where a framed window breaks a
    // hollow wall.
    const filled: InkGrid = { ink: pockets.walls, width, height };
    cv.morphologyEx(solid, solid, cv.MORPH_CLOSE, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
    const thickness = estimateWallThickness(cv, solid, mat);
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
    // Letters are separate blobs until a closing joins them into word-long bars: drop blobs first.
    removeCompactBlobs(cv, walls, thickness, mat);
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
    trimWallEdges(cv, walls, core, mat);
    const strokes: InkGrid = { ink: new Uint8Array(width * height), width, height };
    const darkData = dark.data;
    for (let i = 0; i < strokes.ink.length; i++) strokes.ink[i] = darkData[i] ? 1 : 0;
    const split = splitAtWindows(wallSegments(cv, walls, thickness, mat), grid, thickness, filled, strokes);
    const segments = split.segments;
    // A window found inside a wall split it in two: the gap between the pieces is that same window.
    const gaps = gapOpenings(segments, grid, thickness).filter(
      (gap) => !split.windows.some((w) => w.a === gap.a && w.b === gap.b),
    );
    const loose = withoutLooseSymbols(segments, [...split.windows, ...gaps]);
    // Symbols leave the wall mask too, so that a bath tub's rim does not close a room of its own.
    const black = new cv.Scalar(0);
    for (const s of loose.dropped)
      cv.line(
        walls,
        new cv.Point(Math.round(s.start.x), Math.round(s.start.y)),
        new cv.Point(Math.round(s.end.x), Math.round(s.end.y)),
        black,
        Math.round(s.thickness) + 3,
      );
    const kept = withoutStubs(loose.segments, loose.openings, thickness);
    const openings = kept.openings;
    for (const o of openings) o.wallId = `w${o.a + 1}`;
    const rooms = findRooms(cv, walls, kept.segments, openings, thickness, mat);
    const faces = { data: grayData, width, height, paper: percentile(grayData, 0.9) };
    return { thickness, segments: refineWallFaces(faces, kept.segments), openings, rooms };
  } finally {
    release(...mats);
  }
}
