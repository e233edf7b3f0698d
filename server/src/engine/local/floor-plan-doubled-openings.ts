import type { FoundOpening } from './floor-plan-openings';
import type { Segment } from './floor-plan-segment';

/**
 * A wall drawn as two parallel lines that the pocket fill did not join (a scan's worn double line, a
 * stair's outline beside the wall) gives each line its own gap where a window or door is: the 3D model
 * then had the same window twice, side by side across the wall (the 1885 scan's east wall). Of two
 * openings of one kind in parallel walls close across each other, overlapping along them by at least half
 * the narrower one, only the one in the thicker wall is kept.
 */
export function withoutDoubledOpenings(segments: Segment[], openings: FoundOpening[]): FoundOpening[] {
  const dropped = new Set<number>();
  openings.forEach((p, i) => {
    openings.forEach((q, j) => {
      if (j <= i || dropped.has(i) || dropped.has(j) || p.kind !== q.kind) return;
      const wp = segments[p.a];
      const wq = segments[q.a];
      if (!wp || !wq || wp.orientation !== wq.orientation || wp.orientation === 'd') return;
      const horizontal = wp.orientation === 'h';
      const along = (o: FoundOpening) => (horizontal ? o.center.x : o.center.y);
      const across = (o: FoundOpening) => (horizontal ? o.center.y : o.center.x);
      const overlap =
        Math.min(along(p) + p.width / 2, along(q) + q.width / 2) -
        Math.max(along(p) - p.width / 2, along(q) - q.width / 2);
      if (overlap < Math.min(p.width, q.width) / 2) return;
      if (Math.abs(across(p) - across(q)) > 2 * Math.max(wp.thickness, wq.thickness) + 2) return;
      dropped.add(wq.thickness > wp.thickness ? i : j);
    });
  });
  return openings.filter((_, i) => !dropped.has(i));
}
