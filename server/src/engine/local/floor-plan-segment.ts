import type { Point2 } from '../design-engine.port';

/** A straight wall piece found on a plan (its own file so geometry and openings need not import each other). */
export interface Segment {
  start: Point2;
  end: Point2;
  thickness: number;
  orientation: 'h' | 'v' | 'd';
}
