import { neighbour4 } from '../image/grid';
/**
 * A photo of a house shows the neighbours' houses at its sides, and the parser calls them building too:
 * painted with the facade, the whole street changes colour (issue 9: "neighbours painted as facade").
 * The owner's house is the largest connected piece of building in the photo, with every piece at least
 * a quarter of its size (the house seen either side of a tree). A smaller piece that stands beside them
 * (its middle outside their columns) is a neighbour: it takes `neighbourLabel` and is protected. A small
 * piece within the house's columns (a porch below a hedge) stays. Houses that touch are one piece.
 */
export function protectNeighbours(
  labels: Uint8Array,
  side: number,
  building: ReadonlySet<number>,
  neighbourLabel: number,
): void {
  const n = labels.length;
  const piece = new Int32Array(n).fill(-1);
  const pieces: Array<{ size: number; minX: number; maxX: number; sumX: number }> = [];
  const queue = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (piece[start] !== -1 || !building.has(labels[start]!)) continue;
    const id = pieces.length;
    const stats = { size: 0, minX: side, maxX: -1, sumX: 0 };
    let tail = 0;
    queue[tail++] = start;
    piece[start] = id;
    for (let head = 0; head < tail; head++) {
      const i = queue[head]!;
      const x = i % side;
      stats.size++;
      stats.sumX += x;
      stats.minX = Math.min(stats.minX, x);
      stats.maxX = Math.max(stats.maxX, x);
      for (let k = 0; k < 4; k++) {
        const j = neighbour4(i, x, side, k);
        if (j < 0 || j >= n || piece[j] !== -1 || !building.has(labels[j]!)) continue;
        piece[j] = id;
        queue[tail++] = j;
      }
    }
    pieces.push(stats);
  }
  if (pieces.length < 2) return;
  // The house may be split (a tree in front): every piece at least a quarter of the largest is house.
  const largest = Math.max(...pieces.map((p) => p.size));
  const house = pieces.filter((p) => p.size >= largest / 4);
  const minX = Math.min(...house.map((p) => p.minX));
  const maxX = Math.max(...house.map((p) => p.maxX));
  const neighbour = pieces.map((p) => {
    const middle = p.sumX / p.size;
    return p.size < largest / 4 && (middle < minX || middle > maxX);
  });
  for (let i = 0; i < n; i++) if (piece[i]! >= 0 && neighbour[piece[i]!]) labels[i] = neighbourLabel;
}
