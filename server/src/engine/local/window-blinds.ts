import type { LabImage } from '../image/color';
import { growBlob } from '../image/grid';
import { sceneClasses } from './scene-parser';

/**
 * The parser has no class for blinds and calls slatted blinds in a window curtain (the kitchen's
 * sunlit venetian blind), so the fabric recolour turned them into a flat dark block. Blinds are slats:
 * lines across the whole blind, one above the other, each at one slope (in perspective). Averaged along
 * that slope, a blind's lightness still rises and falls from slat to slat; a curtain's folds run down it,
 * and a print on it (a damask, a motif), hanging in folds, varies along any line, so the averages stay
 * even. (A print on a lattice seen flat would pass along the lattice's lines: it is then kept as it is,
 * the milder error beside a blind recoloured as a fabric.)
 *
 * Each curtain blob (at least `minCells` of the parser's grid) whose lightness averaged along the best
 * slope (within about 40 degrees of level) changes by `minSlatStep` L* or more from one line to the
 * next, on average, is relabelled as window: it is protected with the window, not recoloured. Works on
 * the parser's square grid and the photo's Lab copy at that size.
 */
export function blindsToWindow(labels: Uint8Array, lab: LabImage, side: number): void {
  const seen = new Uint8Array(side * side);
  const curtain = sceneClasses.curtain;
  for (let i = 0; i < labels.length; i++) {
    if (seen[i] || labels[i] !== curtain) continue;
    const blob = growBlob(i, side, seen, (j) => labels[j] === curtain);
    if (blob.length < minCells) continue;
    if (slatStep(blob, lab.L, side) >= minSlatStep) for (const j of blob) labels[j] = sceneClasses.windowpane;
  }
}

/** Smallest blob looked at (cells of the 512 grid: about 0.2 % of the photo). */
const minCells = 500;
/** Mean step (L*) between neighbouring lines' mean lightness along the slats' slope that makes a blind. */
const minSlatStep = 1.5;
/** Slopes tried (rise over run on the grid), and lines with fewer pixels than this left out. */
const maxSlope = 0.8;
const slopeStep = 0.05;
const minLinePixels = 6;

/**
 * The largest, over the slopes tried, mean absolute change of the blob's mean lightness from one line
 * of that slope to the next.
 */
export function slatStep(blob: readonly number[], L: Float32Array, side: number): number {
  let minX = side;
  for (const i of blob) minX = Math.min(minX, i % side);
  const reach = Math.ceil(maxSlope * side) + 1;
  const sums = new Float64Array(side + 2 * reach);
  const counts = new Uint32Array(side + 2 * reach);
  let best = 0;
  for (let slope = -maxSlope; slope <= maxSlope + 1e-9; slope += slopeStep) {
    sums.fill(0);
    counts.fill(0);
    for (const i of blob) {
      const x = i % side;
      const line = Math.round((i - x) / side - slope * (x - minX)) + reach;
      sums[line]! += L[i]!;
      counts[line]!++;
    }
    let change = 0;
    let steps = 0;
    let previous = Number.NaN;
    for (let t = 0; t < sums.length; t++) {
      if (counts[t]! < minLinePixels) {
        previous = Number.NaN;
        continue;
      }
      const mean = sums[t]! / counts[t]!;
      if (!Number.isNaN(previous)) {
        change += Math.abs(mean - previous);
        steps++;
      }
      previous = mean;
    }
    if (steps > 0) best = Math.max(best, change / steps);
  }
  return best;
}
