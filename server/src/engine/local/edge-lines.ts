import type { LabImage } from '../image/color';
import { release, type Cv } from '../image/opencv';

/** A straight edge of the photo in full-size pixel coordinates. */
export interface EdgeLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * The photo's straight edges, for masks to end on: a cabinet's top, a door frame, a skirting board.
 * Sought (Canny on lightness and both colour axes, then probabilistic Hough) on the parser-sized copy
 * the scene masks already hold in Lab: a soft edge is still a step at 512 px and the search takes a few
 * dozen milliseconds. That copy is squeezed to a square, which keeps straight lines straight; each line
 * is mapped back to full size and moved across itself onto the strongest step of the full-size photo,
 * so its position holds at 12 MP. Unlike the room's lines (lines.ts: the 40 longest, for perspective),
 * every segment a few percent of the photo long is kept.
 */
export function findEdgeLines(cv: Cv, small: LabImage, full: LabImage): EdgeLine[] {
  const { width, height } = small;
  const channel = new cv.Mat(height, width, cv.CV_8UC1);
  const blurred = new cv.Mat();
  const channelEdges = new cv.Mat();
  const edges = cv.Mat.zeros(height, width, cv.CV_8UC1);
  const found = new cv.Mat();
  try {
    // Lightness and both colour axes: a beige cabinet against an olive wall can be as light as the wall.
    for (const [plane, gain, offset, low] of channels(small)) {
      // `Mat.data` makes a new view on every read: taken once.
      const bytes = channel.data;
      for (let i = 0; i < plane.length; i++)
        bytes[i] = Math.min(255, Math.max(0, Math.round(plane[i]! * gain + offset)));
      cv.GaussianBlur(channel, blurred, new cv.Size(5, 5), 1.2);
      cv.Canny(blurred, channelEdges, low, low * 3);
      cv.bitwise_or(edges, channelEdges, edges);
    }
    const minLength = Math.round(Math.min(width, height) * 0.05);
    const sx = full.width / width;
    const sy = full.height / height;
    const lines: EdgeLine[] = [];
    // Upright edges are columns of pixels that the walk along a found line follows with a gap of 2; any
    // other edge is a staircase that a walk at the search's 1 degree drifts off by a pixel or two, so
    // long slanted edges (the tops of units in perspective, a ceiling's corner line) came back in pieces
    // under the minimum length, or not at all. Slanted lines are taken from a second search with gap 4.
    const segments: number[][] = [];
    for (const [gap, keep] of [
      [2, true],
      [4, false],
    ] as const) {
      cv.HoughLinesP(edges, found, 1, Math.PI / 180, 30, minLength, gap);
      const ends = found.data32S;
      for (let i = 0; i < found.rows; i++) {
        const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = ends.subarray(i * 4, i * 4 + 4);
        if (isUpright(x1, y1, x2, y2) === keep) segments.push([x1, y1, x2, y2]);
      }
    }
    for (const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] of segments) {
      // Pixel centres: a small pixel's centre maps to the middle of the block it stands for.
      const line = {
        x1: (x1 + 0.5) * sx - 0.5,
        y1: (y1 + 0.5) * sy - 0.5,
        x2: (x2 + 0.5) * sx - 0.5,
        y2: (y2 + 0.5) * sy - 0.5,
      };
      lines.push(ontoStrongestStep(line, full, Math.max(sx, sy)));
    }
    return lines;
  } finally {
    release(channel, blurred, channelEdges, edges, found);
  }
}

/** Run over rise of a segment that counts as upright (about 6 degrees). */
function isUpright(x1: number, y1: number, x2: number, y2: number): boolean {
  return Math.abs(x2 - x1) <= Math.abs(y2 - y1) * 0.1;
}

/**
 * The line moved across itself (within the search's own pixel, `reach` full-size pixels either way) to
 * where the full-size photo steps most in brightness along its whole length.
 */
function ontoStrongestStep(line: EdgeLine, lab: LabImage, reach: number): EdgeLine {
  const { width, height } = lab;
  const length = Math.hypot(line.x2 - line.x1, line.y2 - line.y1);
  if (length < 1) return line;
  const dx = (line.x2 - line.x1) / length;
  const dy = (line.y2 - line.y1) / length;
  const nx = -dy;
  const ny = dx;
  const at = (x: number, y: number) => {
    const px = Math.min(width - 1, Math.max(0, Math.round(x)));
    const py = Math.min(height - 1, Math.max(0, Math.round(y)));
    return py * width + px;
  };
  const span = Math.ceil(reach) + 1;
  let best = 0;
  let bestStep = -1;
  for (let offset = -span; offset <= span; offset += 0.5) {
    let stepL = 0;
    let stepA = 0;
    let stepB = 0;
    let samples = 0;
    for (let t = 0; t <= length; t += 2) {
      const x = line.x1 + dx * t + nx * offset;
      const y = line.y1 + dy * t + ny * offset;
      const ahead = at(x + nx, y + ny);
      const behind = at(x - nx, y - ny);
      stepL += lab.L[ahead]! - lab.L[behind]!;
      stepA += lab.a[ahead]! - lab.a[behind]!;
      stepB += lab.b[ahead]! - lab.b[behind]!;
      samples++;
    }
    // Along a real edge the step has one direction: its sum, not the sum of its size, is compared.
    const strength = Math.hypot(stepL, stepA, stepB) / samples;
    if (strength > bestStep) {
      bestStep = strength;
      best = offset;
    }
  }
  return {
    x1: line.x1 + nx * best,
    y1: line.y1 + ny * best,
    x2: line.x2 + nx * best,
    y2: line.y2 + ny * best,
  };
}

/**
 * Each Lab plane with the gain and offset that put it on 0-255 (colour axes at a higher gain: they are
 * narrow) and its lower Canny threshold. Lightness is searched low: the top of a unit against a wall in
 * shade is a soft step of a few levels; the colour axes carry more JPEG noise.
 */
function channels(lab: LabImage): Array<[Float32Array, number, number, number]> {
  return [
    [lab.L, 2.55, 0, 6],
    [lab.a, 3, 128, 20],
    [lab.b, 3, 128, 20],
  ];
}
