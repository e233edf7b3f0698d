import type { Cv } from '../image/opencv';
import type { Segment } from './floor-plan-segment';
import { straightPieceLength, straightRuns } from './floor-plan-straight';

type Mat = InstanceType<Cv['Mat']>;

/**
 * Thick walls at 45 degrees (bay windows, cut corners). A wall `t` thick at 45 degrees is `t * √2` wide
 * along x and y, so the horizontal and vertical openings that find straight walls keep it as a staircase
 * of short pieces, and its windows are never looked for. Such a wall holds long 45-degree lines; so does
 * the corner where a horizontal and a vertical wall meet (up to `2√2 t`), but every pixel of a corner lies
 * in a long straight wall, which a slanted wall does not. Returns the slanted walls' pixels (to take out of
 * the straight search) and one segment along each.
 */
export function thickSlantedWalls(
  cv: Cv,
  walls: Mat,
  thickness: number,
  mat: (m: Mat) => Mat,
): { mask: Mat; segments: Segment[] } {
  const mask = mat(cv.Mat.zeros(walls.rows, walls.cols, cv.CV_8U));
  const segments: Segment[] = [];
  // Walls thin enough to fall through the straight openings are found as leftovers (wallSegments).
  if (thickness * Math.SQRT2 < straightPieceLength(thickness)) return { mask, segments };

  // The search runs on a copy where walls are about 8 px thick: a 45-degree kernel cannot be split into
  // passes the way a rectangle can, and at full size it cost 100-400 ms per plan.
  const f = Math.max(1, thickness / 8);
  const t = thickness / f;
  const small = mat(new cv.Mat());
  cv.resize(
    walls,
    small,
    new cv.Size(Math.max(1, Math.round(walls.cols / f)), Math.max(1, Math.round(walls.rows / f))),
    0,
    0,
    cv.INTER_AREA,
  );
  cv.threshold(small, small, 127, 255, cv.THRESH_BINARY);
  const fx = walls.cols / small.cols;
  const fy = walls.rows / small.rows;
  const side = Math.max(5, Math.round(t * 1.6));
  const slanted = mat(cv.Mat.zeros(small.rows, small.cols, cv.CV_8U));
  for (const anti of [false, true]) {
    const kernel = mat(cv.Mat.zeros(side, side, cv.CV_8U));
    for (let i = 0; i < side; i++) kernel.data[i * side + (anti ? side - 1 - i : i)] = 1;
    const opened = mat(new cv.Mat());
    cv.morphologyEx(small, opened, cv.MORPH_OPEN, kernel);
    cv.bitwise_or(slanted, opened, slanted);
  }
  const { horizontal, vertical } = straightRuns(cv, small, Math.round(t * 3), mat);
  const straight = mat(new cv.Mat());
  cv.bitwise_or(horizontal, vertical, straight);
  cv.dilate(straight, straight, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
  cv.subtract(slanted, straight, slanted);
  cv.morphologyEx(
    slanted,
    slanted,
    cv.MORPH_OPEN,
    cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(3, 3)),
  );
  const found = mat(cv.Mat.zeros(small.rows, small.cols, cv.CV_8U));

  const contours = new cv.MatVector();
  const hierarchy = mat(new cv.Mat());
  try {
    cv.findContours(slanted, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const rect = cv.minAreaRect(contour);
      const long = Math.max(rect.size.width, rect.size.height);
      const short = Math.min(rect.size.width, rect.size.height);
      const degrees = rect.angle + (rect.size.width < rect.size.height ? 90 : 0);
      // Off 45 degrees by more than 20, it is not a slanted wall but a blob (a symbol, text).
      const offDiagonal = Math.abs((((degrees % 90) + 90) % 90) - 45);
      if (long >= t * 2.5 && short >= t * 0.5 && short <= t * 1.6 && offDiagonal <= 20) {
        const angle = (degrees * Math.PI) / 180;
        const dx = (Math.cos(angle) * long) / 2;
        const dy = (Math.sin(angle) * long) / 2;
        // Pixel centres: pixel i of the small copy covers full-size pixels i * f .. (i + 1) * f.
        const full = (x: number, y: number) => ({ x: (x + 0.5) * fx - 0.5, y: (y + 0.5) * fy - 0.5 });
        segments.push({
          start: full(rect.center.x - dx, rect.center.y - dy),
          end: full(rect.center.x + dx, rect.center.y + dy),
          thickness: Math.min(short * f, thickness * 1.5),
          orientation: 'd',
        });
        const one = new cv.MatVector();
        one.push_back(contour);
        cv.drawContours(found, one, 0, new cv.Scalar(255), cv.FILLED);
        one.delete();
      }
      contour.delete();
    }
  } finally {
    contours.delete();
  }
  if (segments.length === 0) return { mask, segments };
  cv.resize(found, mask, new cv.Size(walls.cols, walls.rows), 0, 0, cv.INTER_NEAREST);
  cv.dilate(mask, mask, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
  cv.bitwise_and(mask, walls, mask);
  return { mask, segments };
}
