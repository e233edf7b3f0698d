import { labDistance, medianLab, type LabImage } from '../image/color';
import { growBlob } from '../image/grid';
import { sceneClasses } from './scene-parser';

/** Share of a door's rows that set its side (the label reaches the frame there). */
const sideRows = 0.1;
/** Cells past a door's side where the wall beside it is measured (past a frame a few cells wide). */
const wallOffset = 6;
/** How much nearer the door's colour than the wall's a cell must be to become door (a shadow beside a
 * dark door is between the two). */
const doorLikeness = 0.5;
/** Most a row's side may move out to the door's line, as a share of the door's usual width. */
const maxReach = 0.3;

/**
 * A door stands upright in its frame, but the parser's label of it wanders in by a few cells along its
 * sides: where a white door meets a pale wall the label steps in and out, and the wall's paint then
 * climbs onto the door in a staircase. Each side is put on the line the label reaches in the rows where
 * it reaches furthest (a tenth of them); a row's cells between its own side and that line become door
 * where they look clearly more like the door at that line than like the wall a few cells beyond it (both
 * measured in the rows that reach the line). A door hidden in part (a chair in front) keeps its shape:
 * the chair is not wall-labelled, and the wall beside a door is the wall's colour.
 */
export function straightenDoorSides(labels: Uint8Array, lab: LabImage, side: number): void {
  const door = sceneClasses.door;
  const wall = sceneClasses.wall;
  const seen = new Uint8Array(side * side);
  for (let start = 0; start < labels.length; start++) {
    if (seen[start] || labels[start] !== door) continue;
    const blob = growBlob(start, side, seen, (j) => labels[j] === door);
    if (blob.length < 60) continue;
    const left = new Map<number, number>();
    const right = new Map<number, number>();
    for (const i of blob) {
      const x = i % side;
      const y = (i - x) / side;
      left.set(y, Math.min(left.get(y) ?? side, x));
      right.set(y, Math.max(right.get(y) ?? -1, x));
    }
    if (left.size < 20) continue;
    const widths = [...left.keys()].map((y) => right.get(y)! - left.get(y)! + 1).sort((p, q) => p - q);
    const reach = Math.max(1, Math.round(widths[widths.length >> 1]! * maxReach));
    straightenSide(labels, lab, side, left, -1, reach, door, wall);
    straightenSide(labels, lab, side, right, 1, reach, door, wall);
  }
}

/** One side: `edge` holds the side's column per row, `outward` the direction away from the door. */
function straightenSide(
  labels: Uint8Array,
  lab: LabImage,
  side: number,
  edge: Map<number, number>,
  outward: -1 | 1,
  reach: number,
  door: number,
  wall: number,
): void {
  // Furthest out first: the line is where the tenth of rows that reach furthest reach.
  const columns = [...edge.values()].sort((p, q) => (q - p) * outward);
  const line = columns[Math.floor(columns.length * sideRows)]!;
  // The door's own colour at its side, and the wall's a few cells beyond it, in the rows that reach the
  // line (a door's frame is often a few cells wide: the wall is measured past it).
  const beyond = line + outward * wallOffset;
  if (beyond < 0 || beyond >= side) return;
  const reaching = [...edge].filter(([, x]) => (x - line) * outward >= 0).map(([y]) => y);
  if (reaching.length < 3) return;
  const doorSide = medianLab(
    lab,
    reaching.map((y) => y * side + line - outward),
  );
  const wallSide = medianLab(
    lab,
    reaching.map((y) => y * side + beyond),
  );
  for (const [y, x] of edge) {
    const short = (x - line) * -outward;
    if (short <= 0 || short > reach) continue;
    for (let k = x + outward; k !== line + outward; k += outward) {
      const i = y * side + k;
      if (labels[i] !== wall || labDistance(lab, i, doorSide) >= labDistance(lab, i, wallSide) * doorLikeness)
        break;
      labels[i] = door;
    }
  }
}
