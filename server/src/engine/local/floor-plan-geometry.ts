import type { FloorPlanRoom, Point2 } from '../design-engine.port';
import type { Segment } from './floor-plan-segment';
import { bandsOf } from './floor-plan-bands';
import { thickSlantedWalls } from './floor-plan-slanted';
import { straightPieceLength, straightRuns } from './floor-plan-straight';
import type { FoundOpening } from './floor-plan-openings';
import type { Cv } from '../image/opencv';

type Mat = InstanceType<Cv['Mat']>;

export type { Segment } from './floor-plan-segment';

export function wallSegments(cv: Cv, allWalls: Mat, thickness: number, mat: (m: Mat) => Mat): Segment[] {
  // Thick slanted walls first, so that the straight search below does not cut them into staircases.
  const slanted = thickSlantedWalls(cv, allWalls, thickness, mat);
  const walls = mat(new cv.Mat());
  cv.subtract(allWalls, slanted.mask, walls);
  const length = straightPieceLength(thickness);
  const { horizontal, vertical } = straightRuns(cv, walls, length, mat);
  const segments: Segment[] = [];
  for (const [mask, orientation] of [
    [horizontal, 'h'],
    [vertical, 'v'],
  ] as const) {
    const labels = mat(new cv.Mat());
    const stats = mat(new cv.Mat());
    const centroids = mat(new cv.Mat());
    const count = cv.connectedComponentsWithStats(mask, labels, stats, centroids, 8, cv.CV_32S);
    const labelData = labels.data32S;
    for (let k = 1; k < count; k++) {
      const x = stats.intAt(k, cv.CC_STAT_LEFT);
      const y = stats.intAt(k, cv.CC_STAT_TOP);
      const w = stats.intAt(k, cv.CC_STAT_WIDTH);
      const h = stats.intAt(k, cv.CC_STAT_HEIGHT);
      const box = { x, y, w, h, label: k };
      const reach = thickness;
      const meetsSlantedWall = slanted.segments.some(
        (s) =>
          Math.min(s.start.x, s.end.x) < x + w + reach &&
          Math.max(s.start.x, s.end.x) > x - reach &&
          Math.min(s.start.y, s.end.y) < y + h + reach &&
          Math.max(s.start.y, s.end.y) > y - reach,
      );
      const bands = bandsOf(
        labelData,
        mask.cols,
        box,
        orientation === 'h',
        length,
        thickness,
        meetsSlantedWall,
      );
      for (const band of bands)
        segments.push({ ...band, thickness: Math.min(band.thickness, thickness * 1.5), orientation });
    }
  }
  // What is neither horizontal nor vertical (bay windows, 45-degree corners, curves) becomes straight
  // segments along each leftover piece's long axis.
  const straight = mat(new cv.Mat());
  cv.bitwise_or(horizontal, vertical, straight);
  cv.dilate(straight, straight, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
  const diagonal = mat(new cv.Mat());
  cv.subtract(walls, straight, diagonal);
  cv.morphologyEx(
    diagonal,
    diagonal,
    cv.MORPH_OPEN,
    cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(3, 3)),
  );
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
  segments.push(...slanted.segments);
  return segments;
}

/**
 * Rooms: free space inside the building outline, with openings bridged so that each room closes. The
 * outline is the walls closed over the largest opening and filled: everything outside it is outdoors.
 */
export function findRooms(
  cv: Cv,
  walls: Mat,
  segments: Segment[],
  openings: FoundOpening[],
  thickness: number,
  mat: (m: Mat) => Mat,
): Array<Omit<FloorPlanRoom, 'id'>> {
  const barrier = mat(walls.clone());
  const white = new cv.Scalar(255);
  for (const s of segments) {
    cv.line(
      barrier,
      new cv.Point(Math.round(s.start.x), Math.round(s.start.y)),
      new cv.Point(Math.round(s.end.x), Math.round(s.end.y)),
      white,
      Math.max(1, Math.round(s.thickness)),
    );
  }
  for (const o of openings) {
    const a = segments[o.a]!;
    const b = segments[o.b]!;
    cv.line(
      barrier,
      new cv.Point(Math.round(a.end.x), Math.round(a.end.y)),
      new cv.Point(Math.round(b.start.x), Math.round(b.start.y)),
      white,
      Math.max(1, Math.round(Math.min(a.thickness, b.thickness))),
    );
  }
  // The outline needs no fine detail: it is found at a reduced size (a closing with a kernel eight walls
  // wide is slow on a large plan) and scaled back.
  const factor = Math.max(1, Math.floor(Math.max(walls.rows, walls.cols) / 600));
  const small = mat(new cv.Mat());
  const smallSize = new cv.Size(Math.ceil(walls.cols / factor), Math.ceil(walls.rows / factor));
  cv.resize(barrier, small, smallSize, 0, 0, cv.INTER_AREA);
  cv.threshold(small, small, 0, 255, cv.THRESH_BINARY);
  const reach = Math.round((thickness * 8) / factor) | 1;
  cv.morphologyEx(
    small,
    small,
    cv.MORPH_CLOSE,
    cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(reach, reach)),
  );
  const outer = new cv.MatVector();
  const hierarchy = mat(new cv.Mat());
  const smallFootprint = mat(cv.Mat.zeros(small.rows, small.cols, cv.CV_8UC1));
  try {
    cv.findContours(small, outer, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    cv.drawContours(smallFootprint, outer, -1, white, cv.FILLED);
  } finally {
    outer.delete();
  }
  const footprint = mat(new cv.Mat());
  cv.resize(smallFootprint, footprint, new cv.Size(walls.cols, walls.rows), 0, 0, cv.INTER_NEAREST);
  const free = mat(new cv.Mat());
  cv.bitwise_not(barrier, free);
  cv.bitwise_and(free, footprint, free);
  dropOutdoorPockets(cv, free, footprint, mat);
  const contours = new cv.MatVector();
  const roomHierarchy = mat(new cv.Mat());
  const rooms: Array<Omit<FloorPlanRoom, 'id'>> = [];
  try {
    cv.findContours(free, contours, roomHierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    // A pantry or a WC is a few wall thicknesses across; smaller pockets are cupboards or drawing debris.
    const minArea = Math.max(thickness * thickness * 8, walls.rows * walls.cols * 0.002);
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      // The contour runs through the boundary pixels' centres: add half the perimeter for the pixel area.
      const area = cv.contourArea(contour) + cv.arcLength(contour, true) / 2;
      if (area >= minArea) {
        const approx = new cv.Mat();
        cv.approxPolyDP(contour, approx, Math.max(2, thickness * 0.6), true);
        const polygon: Point2[] = [];
        for (let p = 0; p < approx.rows; p++)
          polygon.push({ x: approx.data32S[p * 2]!, y: approx.data32S[p * 2 + 1]! });
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
  // Mat.data makes a new view on every read: take it once, outside the pixel loops.
  const outsideData = outside.data;
  const freeData = free.data;
  for (let i = 0; i < label.length; i++) if (outsideData[i] && label[i]) outdoor[label[i]!] = 1;
  for (let i = 0; i < label.length; i++) if (outdoor[label[i]!]) freeData[i] = 0;
}
