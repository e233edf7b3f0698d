/**
 * The k-th (0..3: left, right, up, down) 4-neighbour of pixel i at column x of a row-major grid
 * `width` wide; -1 off the left or right edge, and an index outside 0..n-1 off the top or bottom
 * (callers check `j < 0 || j >= n`).
 */
export function neighbour4(i: number, x: number, width: number, k: number): number {
  if (k === 0) return x > 0 ? i - 1 : -1;
  if (k === 1) return x < width - 1 ? i + 1 : -1;
  return k === 2 ? i - width : i + width;
}
