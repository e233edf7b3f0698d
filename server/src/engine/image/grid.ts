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

/**
 * The 4-connected group of pixels reached from `start` through pixels where `inGroup` holds, on a
 * `side`×`side` grid; every pixel taken is marked in `seen`, so a caller scanning the grid visits each
 * group once.
 */
export function growBlob(
  start: number,
  side: number,
  seen: Uint8Array,
  inGroup: (j: number) => boolean,
): number[] {
  const n = side * side;
  const blob: number[] = [];
  const stack = [start];
  seen[start] = 1;
  const visit = (j: number) => {
    if (seen[j] || !inGroup(j)) return;
    seen[j] = 1;
    stack.push(j);
  };
  while (stack.length > 0) {
    const i = stack.pop()!;
    blob.push(i);
    const x = i % side;
    if (x > 0) visit(i - 1);
    if (x < side - 1) visit(i + 1);
    if (i >= side) visit(i - side);
    if (i + side < n) visit(i + side);
  }
  return blob;
}
