import sharp from 'sharp';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A synthetic floor plan with known walls, openings and rooms, drawn like a real one. */
export interface SyntheticPlan {
  png: Uint8Array;
  width: number;
  height: number;
  pixelsPerMetre: number;
  /** Solid wall pieces (openings excluded). */
  walls: Rect[];
  /** Clear interior of each room, in square metres. */
  roomAreas: number[];
  doors: number;
  windows: number;
}

/**
 * Draws a plan: an outer wall, interior walls splitting it into rooms, doors (gaps with a leaf and swing
 * arc), windows (gaps with thin glazing lines), plus what real plans carry and the extractor must ignore:
 * room names, furniture outlines, dimension text and a dotted grid.
 */
export async function syntheticPlan(
  layout: 'three-rooms' | 'four-rooms' = 'three-rooms',
): Promise<SyntheticPlan> {
  const width = 1000;
  const height = 760;
  const t = 12;
  const ppm = 50;
  const outer = { x: 120, y: 100, w: 760, h: 560 };
  const splitX = layout === 'three-rooms' ? 520 : 470;
  const splitY = 400;
  // Wall lines as [x1, y1, x2, y2] centre lines; openings as [wall index, from, to, kind].
  const lines: Array<[number, number, number, number]> = [
    [outer.x, outer.y, outer.x + outer.w, outer.y],
    [outer.x, outer.y + outer.h, outer.x + outer.w, outer.y + outer.h],
    [outer.x, outer.y, outer.x, outer.y + outer.h],
    [outer.x + outer.w, outer.y, outer.x + outer.w, outer.y + outer.h],
    [splitX, outer.y, splitX, outer.y + outer.h],
    [outer.x, splitY, splitX, splitY],
  ];
  if (layout === 'four-rooms') lines.push([splitX, 330, outer.x + outer.w, 330]);
  const openings: Array<[number, number, number, 'door' | 'window']> = [
    [0, 220, 330, 'window'],
    [0, 620, 760, 'window'],
    [1, 300, 370, 'door'],
    [3, 450, 560, 'window'],
    [4, 200, 262, 'door'],
    [5, 300, 362, 'door'],
  ];
  if (layout === 'four-rooms') openings.push([6, 620, 682, 'door'], [4, 520, 582, 'door']);
  const walls: Rect[] = [];
  const svg: string[] = [`<rect width="${width}" height="${height}" fill="#ffffff"/>`];
  for (let gx = 20; gx < width; gx += 25)
    for (let gy = 20; gy < height; gy += 25) svg.push(`<circle cx="${gx}" cy="${gy}" r="0.9" fill="#999"/>`);
  lines.forEach(([x1, y1, x2, y2], index) => {
    const horizontal = y1 === y2;
    const cuts = openings.filter(([w]) => w === index).sort((a, b) => a[1] - b[1]);
    let from = horizontal ? Math.min(x1, x2) - t / 2 : Math.min(y1, y2) - t / 2;
    const end = horizontal ? Math.max(x1, x2) + t / 2 : Math.max(y1, y2) + t / 2;
    const pieces: Array<[number, number]> = [];
    for (const [, a, b] of cuts) {
      pieces.push([from, a]);
      from = b;
    }
    pieces.push([from, end]);
    for (const [a, b] of pieces) {
      const rect = horizontal
        ? { x: a, y: y1 - t / 2, w: b - a, h: t }
        : { x: x1 - t / 2, y: a, w: t, h: b - a };
      walls.push(rect);
      svg.push(`<rect x="${rect.x}" y="${rect.y}" width="${rect.w}" height="${rect.h}" fill="#111"/>`);
    }
    for (const [, a, b, kind] of cuts) {
      if (kind === 'window') {
        for (const offset of [-t / 2, 0, t / 2]) {
          svg.push(
            horizontal
              ? `<line x1="${a}" y1="${y1 + offset}" x2="${b}" y2="${y1 + offset}" stroke="#111" stroke-width="1.2"/>`
              : `<line x1="${x1 + offset}" y1="${a}" x2="${x1 + offset}" y2="${b}" stroke="#111" stroke-width="1.2"/>`,
          );
        }
      } else {
        const r = b - a;
        svg.push(
          horizontal
            ? `<path d="M ${a} ${y1} L ${a} ${y1 - r} A ${r} ${r} 0 0 1 ${b} ${y1}" fill="none" stroke="#444" stroke-width="1"/>`
            : `<path d="M ${x1} ${a} L ${x1 + r} ${a} A ${r} ${r} 0 0 1 ${x1} ${b}" fill="none" stroke="#444" stroke-width="1"/>`,
        );
      }
    }
  });
  const labels: Array<[number, number, string]> = [
    [300, 250, 'Living Room'],
    [300, 540, 'Kitchen'],
    [690, 230, 'Bedroom'],
    [690, 520, layout === 'four-rooms' ? 'Study' : 'Bedroom 2'],
  ];
  for (const [x, y, text] of labels)
    svg.push(`<text x="${x}" y="${y}" font-family="sans-serif" font-size="18" fill="#222">${text}</text>`);
  svg.push(`<rect x="180" y="140" width="160" height="70" fill="none" stroke="#888" stroke-width="1.2"/>`);
  svg.push(`<circle cx="700" cy="560" r="35" fill="none" stroke="#888" stroke-width="1.2"/>`);
  svg.push(`<text x="430" y="80" font-family="sans-serif" font-size="14" fill="#333">15.20 m</text>`);
  const png = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg.join('')}</svg>`,
    ),
  )
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
  // Clear interiors: between wall faces.
  const inner = (x0: number, x1: number, y0: number, y1: number) =>
    ((x1 - x0 - t) * (y1 - y0 - t)) / (ppm * ppm);
  const right = outer.x + outer.w;
  const bottom = outer.y + outer.h;
  const roomAreas =
    layout === 'three-rooms'
      ? [
          inner(splitX, right, outer.y, bottom),
          inner(outer.x, splitX, outer.y, splitY),
          inner(outer.x, splitX, splitY, bottom),
        ]
      : [
          inner(splitX, right, 330, bottom),
          inner(outer.x, splitX, outer.y, splitY),
          inner(outer.x, splitX, splitY, bottom),
          inner(splitX, right, outer.y, 330),
        ];
  return {
    png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    width,
    height,
    pixelsPerMetre: ppm,
    walls,
    roomAreas: roomAreas.sort((a, b) => b - a),
    doors: openings.filter((o) => o[3] === 'door').length,
    windows: openings.filter((o) => o[3] === 'window').length,
  };
}

/**
 * Intersection over union of detected walls (as thick segments, in pixels) and the plan's true walls, as
 * areas: both are drawn on a grid of 4 x 4 samples per pixel. Counted whole pixels made a wall whose faces
 * lie on pixel centres (a 9 px wall drawn from x = 386.5) flip a whole column of pixels for a fifth of a
 * pixel's shift, and rewarded walls measured a pixel too thick (ADR 069).
 */
export function wallIoU(
  detected: Array<{ start: { x: number; y: number }; end: { x: number; y: number }; thickness: number }>,
  plan: Pick<SyntheticPlan, 'walls' | 'width' | 'height'>,
  scale = 1,
): number {
  const k = 4;
  const width = plan.width * k;
  const height = plan.height * k;
  const truth = new Uint8Array(width * height);
  // Sample i stands for its centre, (i + 0.5) / k in pixels: it is inside where that centre is.
  const first = (edge: number) => Math.max(0, Math.ceil(edge * k - 0.5));
  for (const r of plan.walls) {
    for (let y = first(r.y); y < Math.min(height, first(r.y + r.h)); y++)
      truth.fill(1, y * width + first(r.x), y * width + Math.min(width, first(r.x + r.w)));
  }
  const found = new Uint8Array(width * height);
  for (const wall of detected) {
    const ax = wall.start.x * scale * k;
    const ay = wall.start.y * scale * k;
    const bx = wall.end.x * scale * k;
    const by = wall.end.y * scale * k;
    const half = (wall.thickness * scale * k) / 2;
    const length = Math.hypot(bx - ax, by - ay) || 1;
    const ux = (bx - ax) / length;
    const uy = (by - ay) / length;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half));
    const x1 = Math.min(width, Math.ceil(Math.max(ax, bx) + half));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half));
    const y1 = Math.min(height, Math.ceil(Math.max(ay, by) + half));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const px = x + 0.5 - ax;
        const py = y + 0.5 - ay;
        const t = px * ux + py * uy;
        const d = Math.abs(-px * uy + py * ux);
        if (t >= 0 && t <= length && d <= half) found[y * width + x] = 1;
      }
    }
  }
  let inter = 0;
  let union = 0;
  for (let i = 0; i < truth.length; i++) {
    if (truth[i] && found[i]) inter++;
    if (truth[i] || found[i]) union++;
  }
  return union > 0 ? inter / union : 0;
}
