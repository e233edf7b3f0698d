import type { LineSegment, RoomAnalysis } from '../design-engine.port';
import { luminance } from '../image/filters';
import { loadOpenCv, release } from '../image/opencv';
import type { RgbImage } from '../image/raster';
import { resizeRgb } from '../image/raster';

/** Straight lines of the room (Canny + probabilistic Hough), their orientations and vanishing point. */
export async function findLines(image: RgbImage): Promise<RoomAnalysis['lines']> {
  const { cv } = await loadOpenCv();
  const scale = Math.min(1, 512 / Math.max(image.width, image.height));
  const small = await resizeRgb(
    image,
    Math.round(image.width * scale),
    Math.round(image.height * scale),
    'linear',
  );
  const { width, height } = small;
  const luma = luminance(small);
  const gray = new cv.Mat(height, width, cv.CV_8UC1);
  const blurred = new cv.Mat();
  const edges = new cv.Mat();
  const found = new cv.Mat();
  try {
    // `Mat.data` makes a new view on every read: taken once.
    const bytes = gray.data;
    for (let i = 0; i < luma.length; i++) bytes[i] = Math.round((luma[i] ?? 0) * 255);
    cv.GaussianBlur(gray, blurred, new cv.Size(5, 5), 1.2);
    cv.Canny(blurred, edges, 40, 120);
    const minLength = Math.round(Math.min(width, height) * 0.08);
    cv.HoughLinesP(edges, found, 1, Math.PI / 180, 50, minLength, 6);
    const raw: Array<LineSegment & { length: number; angle: number }> = [];
    for (let i = 0; i < found.rows; i++) {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = found.data32S.subarray(i * 4, i * 4 + 4);
      const length = Math.hypot(x2 - x1, y2 - y1);
      const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
      const fromHorizontal = Math.abs(((angle + 180) % 180) - 90);
      const orientation = fromHorizontal > 80 ? 'horizontal' : fromHorizontal < 10 ? 'vertical' : 'receding';
      raw.push({
        x1: x1 / width,
        y1: y1 / height,
        x2: x2 / width,
        y2: y2 / height,
        orientation,
        length,
        angle,
      });
    }
    raw.sort((p, q) => q.length - p.length);
    const vanishingPoint = findVanishingPoint(
      raw.filter((line) => line.orientation === 'receding'),
      width,
      height,
    );
    const horizonY = vanishingPoint ? Math.min(0.85, Math.max(0.15, vanishingPoint.y)) : 0.45;
    return {
      vertical: raw.filter((line) => line.orientation === 'vertical').length,
      horizontal: raw.filter((line) => line.orientation === 'horizontal').length,
      receding: raw.filter((line) => line.orientation === 'receding').length,
      segments: raw.slice(0, 40).map(({ x1, y1, x2, y2, orientation }) => ({
        x1: round3(x1),
        y1: round3(y1),
        x2: round3(x2),
        y2: round3(y2),
        orientation,
      })),
      vanishingPoint,
      horizonY: round3(horizonY),
    };
  } finally {
    release(gray, blurred, edges, found);
  }
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/**
 * The point most receding lines point at (length-weighted votes over pairwise intersections). In a
 * room photo it sits on the horizon, which compose uses to scale furniture by distance.
 */
function findVanishingPoint(
  lines: Array<LineSegment & { length: number }>,
  width: number,
  height: number,
): { x: number; y: number } | null {
  const candidates = lines.slice(0, 30);
  if (candidates.length < 3) return null;
  const total = candidates.reduce((sum, line) => sum + line.length, 0);
  let best: { x: number; y: number; support: number } | null = null;
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      const p = intersect(candidates[i]!, candidates[j]!, width, height);
      if (!p || p.x < -width || p.x > 2 * width || p.y < -0.5 * height || p.y > 1.5 * height) continue;
      let support = 0;
      for (const line of candidates) {
        const mx = ((line.x1 + line.x2) / 2) * width;
        const my = ((line.y1 + line.y2) / 2) * height;
        const dx = (line.x2 - line.x1) * width;
        const dy = (line.y2 - line.y1) * height;
        const tx = p.x - mx;
        const ty = p.y - my;
        const cos = Math.abs(dx * tx + dy * ty) / (Math.hypot(dx, dy) * Math.hypot(tx, ty) + 1e-9);
        if (cos > Math.cos((3 * Math.PI) / 180)) support += line.length;
      }
      if (!best || support > best.support) best = { x: p.x, y: p.y, support };
    }
  }
  if (!best || best.support < total * 0.3) return null;
  return { x: round3(best.x / width), y: round3(best.y / height) };
}

function intersect(p: LineSegment, q: LineSegment, width: number, height: number) {
  const x1 = p.x1 * width;
  const y1 = p.y1 * height;
  const x2 = p.x2 * width;
  const y2 = p.y2 * height;
  const x3 = q.x1 * width;
  const y3 = q.y1 * height;
  const x4 = q.x2 * width;
  const y4 = q.y2 * height;
  const d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
  if (Math.abs(d) < 1e-6) return null;
  const t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / d;
  return { x: x1 + t * (x2 - x1), y: y1 + t * (y2 - y1) };
}
