import { labColourDistance, medianLab, type LabImage } from '../image/color';
import { growBlob, neighbour4 } from '../image/grid';
import { classCount, sceneClasses } from './scene-parser';

/**
 * The parser sometimes calls a piece of a thing in front of the wall "wall": the hotel bed's right-hand
 * pillow end, white against the dark wood panel behind the bed, was painted forest green, and the
 * derelict bedroom's wooden footboard terracotta. Such a piece is an island: a patch of wall joined to
 * the rest of the wall by a narrow neck at most, with a piece of furniture along its outline, and the
 * colour of that furniture rather than of the wall nearest to it. A real patch of wall seen between two
 * things (or in a pool of light) keeps the wall's hue, nearer the wall than the things.
 *
 * Each piece of wall but the largest (see wallPieces), under `maxShare` of the grid, is relabelled
 * "other" (kept as the photo shows it: a piece of wood is not recoloured as its bed's fabric) when one
 * furniture class runs along at least `minFurnitureShare` of its named outline, and its median colour is
 * more than `minWallDistance` from the median of the nearest wall cells outside it (lightness at half
 * weight) and less than half that distance from the median of that furniture's cells beside it.
 */
export function wallIslandsToThings(labels: Uint8Array, lab: LabImage, side: number): void {
  const wall = sceneClasses.wall;
  const pieces = wallPieces(labels, side, wall);
  if (pieces.length < 2) return;
  const largest = pieces.reduce((a, b) => (b.length > a.length ? b : a));
  for (const blob of pieces) {
    if (blob === largest || blob.length > maxShare * side * side || blob.length < minCells) continue;
    const furniture = mainFurnitureAlong(blob, labels, side);
    if (!furniture) continue;
    const island = medianLab(lab, blob);
    const inBlob = new Set(blob);
    const wallNear = medianLab(
      lab,
      nearestCells(blob, side, (j) => labels[j] === wall && !inBlob.has(j), nearCount),
    );
    const thingNear = medianLab(lab, furniture.cells);
    const fromWall = labColourDistance(island, wallNear);
    if (fromWall > minWallDistance && labColourDistance(island, thingNear) < fromWall / 2)
      for (const j of blob) labels[j] = sceneClasses.other;
  }
}

/**
 * The wall's cells split into pieces joined only by narrow necks (a strip of wall a few cells wide
 * under a nightstand joined the pillow's patch to the wall): the cores left when the wall is eroded by
 * `neck` cells are grown back over the wall, each wall cell going to the core that reaches it first.
 * Wall cells no core reaches (slivers narrower than a neck everywhere) form pieces of their own.
 */
function wallPieces(labels: Uint8Array, side: number, wall: number): number[][] {
  const n = side * side;
  const isWall = (j: number) => labels[j] === wall;
  // Erosion: a core cell has wall all round it within `neck` cells (rows then columns, as run lengths).
  const across = new Uint8Array(n);
  for (let y = 0; y < side; y++) {
    let run = 0;
    for (let x = 0; x < side; x++) {
      run = isWall(y * side + x) ? run + 1 : 0;
      if (run > 2 * neck) across[y * side + x - neck] = 1;
    }
  }
  const core = new Uint8Array(n);
  for (let x = 0; x < side; x++) {
    let run = 0;
    for (let y = 0; y < side; y++) {
      run = across[y * side + x] ? run + 1 : 0;
      if (run > 2 * neck) core[(y - neck) * side + x] = 1;
    }
  }
  const piece = new Int32Array(n).fill(-1);
  const seen = new Uint8Array(n);
  let count = 0;
  let frontier: number[] = [];
  for (let i = 0; i < n; i++) {
    if (!core[i] || seen[i]) continue;
    for (const j of growBlob(i, side, seen, (k) => core[k] === 1)) {
      piece[j] = count;
      frontier.push(j);
    }
    count++;
  }
  // Grown back ring by ring over the wall.
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const i of frontier) {
      const x = i % side;
      for (let k = 0; k < 4; k++) {
        const j = neighbour4(i, x, side, k);
        if (j < 0 || j >= n || piece[j]! >= 0 || !isWall(j)) continue;
        piece[j] = piece[i]!;
        next.push(j);
      }
    }
    frontier = next;
  }
  const pieces: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < n; i++) if (piece[i]! >= 0) pieces[piece[i]!]!.push(i);
  const rest = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!isWall(i) || piece[i]! >= 0 || rest[i]) continue;
    pieces.push(growBlob(i, side, rest, (j) => isWall(j) && piece[j]! < 0));
  }
  return pieces;
}

/** Largest island looked at (share of the grid), smallest (cells), and wall cells taken round it. */
const maxShare = 0.01;
const minCells = 40;
const nearCount = 300;
/** Half-width (cells of the 512 grid) of the necks a wall is split at. */
const neck = 3;
/** Share of an island's outline (where the parser named what lies beside it) along one piece of furniture. */
const minFurnitureShare = 0.5;
/** Colour distance (L*a*b*, lightness at half weight) between an island and the wall nearest it. */
const minWallDistance = 15;

const furnitureClasses = new Set<number>(
  (['bed', 'sofa', 'armchair', 'chair', 'table', 'cabinet', 'shelf'] as const).map((c) => sceneClasses[c]),
);

/** The furniture class along most of a blob's outline, with its cells there, if it holds enough of it. */
function mainFurnitureAlong(
  blob: readonly number[],
  labels: Uint8Array,
  side: number,
): { label: number; cells: number[] } | null {
  const inBlob = new Set(blob);
  const along = new Map<number, Set<number>>();
  const wall = sceneClasses.wall;
  const named = (label: number) => label !== wall && label !== sceneClasses.other && label < classCount;
  let outline = 0;
  for (const i of blob) {
    const x = i % side;
    for (let k = 0; k < 4; k++) {
      const j = neighbour4(i, x, side, k);
      // Another piece of wall across a neck is not part of the outline, nor what the parser could not
      // name (its "other", this module's own labels past its classes): they speak for neither side.
      if (j < 0 || j >= labels.length || inBlob.has(j) || !named(labels[j]!)) continue;
      outline++;
      const label = labels[j]!;
      if (!furnitureClasses.has(label)) continue;
      if (!along.has(label)) along.set(label, new Set());
      along.get(label)!.add(j);
    }
  }
  let best: { label: number; cells: number[] } | null = null;
  for (const [label, cells] of along)
    if (cells.size >= minFurnitureShare * outline && (!best || cells.size > best.cells.length))
      best = { label, cells: [...cells] };
  return best;
}

/** Up to `count` cells where `wanted` holds, nearest the blob first (rings outward through any label). */
function nearestCells(
  blob: readonly number[],
  side: number,
  wanted: (j: number) => boolean,
  count: number,
): number[] {
  const visited = new Uint8Array(side * side);
  for (const i of blob) visited[i] = 1;
  let ring = [...blob];
  const found: number[] = [];
  while (ring.length > 0 && found.length < count) {
    const next: number[] = [];
    for (const i of ring) {
      const x = i % side;
      for (let k = 0; k < 4; k++) {
        const j = neighbour4(i, x, side, k);
        if (j < 0 || j >= visited.length || visited[j]) continue;
        visited[j] = 1;
        next.push(j);
        if (wanted(j)) found.push(j);
      }
    }
    ring = next;
  }
  return found;
}
