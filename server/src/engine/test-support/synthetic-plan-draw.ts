import sharp from 'sharp';
import { createRandom } from '../local/random';
import type { Rect } from './synthetic-plan';
import { planLayout, type PlanLayout, type TruthOpening, type WallLine } from './synthetic-plan-layout';

/** A generated plan image with everything an extractor should recover from it. */
export interface StyledPlan extends PlanLayout {
  png: Uint8Array;
  /** Solid wall pieces (openings cut out), pixels. */
  walls: Rect[];
  /** Clear floor of each room in m², in the order of `rooms`. */
  roomAreas: number[];
}

/**
 * Draws `planLayout(seed)` in its wall style with what real plans carry besides walls: door leaves and
 * swing arcs, windows three ways (three thin lines, a framed pair, one centre line), room names with
 * their clear dimensions (metric or feet and inches), furniture symbols, overall dimension lines, and
 * sometimes a dot grid.
 */
export async function styledPlan(
  seed: number,
  options: { longSide?: number; units?: PlanLayout['units']; sizes?: SizeStyle } = {},
): Promise<StyledPlan> {
  const planned = planLayout(seed, options);
  const layout = options.units ? { ...planned, units: options.units } : planned;
  const random = createRandom(seed * 7919 + 1);
  const { width, height, pixelsPerMetre: ppm, wallStyle } = layout;
  const svg: string[] = [`<rect width="${width}" height="${height}" fill="#fff"/>`];
  if (random() < 0.3) {
    const step = Math.round(ppm / 2);
    for (let gx = step; gx < width; gx += step)
      for (let gy = step; gy < height; gy += step)
        svg.push(`<circle cx="${gx}" cy="${gy}" r="0.8" fill="#aaa"/>`);
  }
  const walls: Rect[] = [];
  const full: Rect[] = [];
  for (const line of layout.lines) {
    full.push(lineRect(line, line.from - line.thickness / 2, line.to + line.thickness / 2));
    const cuts = layout.openings
      .filter((o) => onLine(o, line))
      .map((o) => [along(o, line) - o.width / 2, along(o, line) + o.width / 2] as const)
      .sort((p, q) => p[0] - q[0]);
    let from = line.from - line.thickness / 2;
    for (const [a, b] of cuts) {
      walls.push(lineRect(line, from, a));
      from = b;
    }
    walls.push(lineRect(line, from, line.to + line.thickness / 2));
  }
  const ink = `#${Math.floor(random() * 40)
    .toString(16)
    .padStart(2, '0')
    .repeat(3)}`;
  const outlineWidth = 1.2 + random() * 1.3;
  const rect = (r: Rect, fill: string, inset = 0) =>
    `<rect x="${r.x + inset}" y="${r.y + inset}" width="${Math.max(0, r.w - 2 * inset)}" height="${Math.max(0, r.h - 2 * inset)}" fill="${fill}"/>`;
  if (wallStyle === 'hatched') {
    const step = 4 + Math.round(random() * 3);
    svg.push(
      `<defs><pattern id="hatch" patternUnits="userSpaceOnUse" width="${step}" height="${step}" patternTransform="rotate(45)"><rect width="${step}" height="${step}" fill="#fff"/><line x1="0" y1="0" x2="0" y2="${step}" stroke="${ink}" stroke-width="1"/></pattern></defs>`,
    );
  }
  for (const r of walls) svg.push(rect(r, ink));
  if (wallStyle !== 'solid') {
    const fill = wallStyle === 'hollow' ? '#fff' : wallStyle === 'grey' ? '#8a8a8a' : 'url(#hatch)';
    for (const r of walls) svg.push(rect(r, fill, outlineWidth));
  }
  const thin = (x1: number, y1: number, x2: number, y2: number, w = 1) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ink}" stroke-width="${w}"/>`;
  for (const o of layout.openings) {
    const line = layout.lines.find((l) => onLine(o, l))!;
    const t = line.thickness;
    const a = along(o, line) - o.width / 2;
    const b = along(o, line) + o.width / 2;
    const at = (offset: number, w = 1) =>
      line.horizontal
        ? thin(a, line.at + offset, b, line.at + offset, w)
        : thin(line.at + offset, a, line.at + offset, b, w);
    if (o.kind === 'window') {
      const edge = t / 2 - 0.5;
      if (o.windowStyle === 'triple') svg.push(at(-edge), at(0), at(edge));
      else if (o.windowStyle === 'frame') svg.push(at(-edge), at(edge));
      else svg.push(at(0, 1.5));
      continue;
    }
    svg.push(doorSymbol(o, ink));
  }
  const fontSize = Math.round(Math.min(22, Math.max(13, ppm * 0.32)));
  for (const room of layout.rooms) {
    const { x, y } = room.centre;
    svg.push(
      `<text x="${x}" y="${y - 2}" font-family="DejaVu Sans" font-size="${fontSize}" text-anchor="middle" fill="${ink}">${room.name}</text>`,
    );
    if (options.sizes !== 'chain' && options.sizes !== 'side-chain') {
      const dims = writtenSize(room.widthM, room.depthM, layout.units, options.sizes ?? 'pair');
      svg.push(
        `<text x="${x}" y="${y + fontSize + 2}" font-family="DejaVu Sans" font-size="${Math.round(fontSize * 0.8)}" text-anchor="middle" fill="${ink}">${escapeXml(dims)}</text>`,
      );
    }
    svg.push(...furniture(room.rect, room.centre, ppm, random));
  }
  const { outline } = layout;
  const dimY = outline.y - ppm * 1.1;
  svg.push(
    thin(outline.x, dimY, outline.x + outline.w, dimY),
    thin(outline.x, dimY - 6, outline.x, dimY + 6),
    thin(outline.x + outline.w, dimY - 6, outline.x + outline.w, dimY + 6),
    `<text x="${outline.x + outline.w / 2}" y="${dimY - 5}" font-family="DejaVu Sans" font-size="${Math.round(fontSize * 0.8)}" text-anchor="middle" fill="${ink}">${escapeXml(layout.units === 'metric' ? `${(outline.w / ppm).toFixed(2)} m` : feet(outline.w / ppm))}</text>`,
  );
  if (options.sizes === 'chain') {
    // A chain under the overall line: a tick at each wall meeting the top of the building, the
    // stretch between two ticks written at its middle.
    const ticks = [
      ...new Set(
        layout.lines
          .filter((l) => !l.horizontal && l.from - l.thickness <= outline.y)
          .map((l) => Math.round(l.at)),
      ),
    ].sort((p, q) => p - q);
    const chainY = outline.y - ppm * 0.45;
    svg.push(thin(ticks[0]!, chainY, ticks.at(-1)!, chainY));
    ticks.forEach((x, i) => {
      svg.push(thin(x, chainY - 5, x, chainY + 5));
      const next = ticks[i + 1];
      if (next === undefined) return;
      svg.push(
        `<text x="${(x + next) / 2}" y="${chainY - 5}" font-family="DejaVu Sans" font-size="${Math.round(fontSize * 0.7)}" text-anchor="middle" fill="${ink}">${((next - x) / ppm).toFixed(2)}</text>`,
      );
    });
  }
  if (options.sizes === 'side-chain') {
    // The same down the left side, as architects also draw it: the figures set along the line, turned a
    // quarter to read from the right, and the overall depth further out.
    const ticks = [
      ...new Set(
        layout.lines
          .filter((l) => l.horizontal && l.from - l.thickness <= outline.x)
          .map((l) => Math.round(l.at)),
      ),
    ].sort((p, q) => p - q);
    const small = Math.round(fontSize * 0.7);
    const turned = (x: number, y: number, size: number, text: string) =>
      `<text transform="rotate(-90 ${x} ${y})" x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" text-anchor="middle" fill="${ink}">${escapeXml(text)}</text>`;
    const chainX = outline.x - ppm * 0.45;
    svg.push(thin(chainX, ticks[0]!, chainX, ticks.at(-1)!));
    ticks.forEach((y, i) => {
      svg.push(thin(chainX - 5, y, chainX + 5, y));
      const next = ticks[i + 1];
      if (next !== undefined)
        svg.push(turned(chainX - 5, (y + next) / 2, small, ((next - y) / ppm).toFixed(2)));
    });
    const depthX = outline.x - ppm * 1.1;
    svg.push(
      thin(depthX, outline.y, depthX, outline.y + outline.h),
      thin(depthX - 6, outline.y, depthX + 6, outline.y),
      thin(depthX - 6, outline.y + outline.h, depthX + 6, outline.y + outline.h),
      turned(
        depthX - 5,
        outline.y + outline.h / 2,
        Math.round(fontSize * 0.8),
        `${(outline.h / ppm).toFixed(2)} m`,
      ),
    );
  }
  const png = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg.join('')}</svg>`,
    ),
  )
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88 })
    .toBuffer();
  return {
    ...layout,
    png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    walls,
    roomAreas: clearAreas(layout, full),
  };
}

/**
 * How rooms' sizes are written: a pair as "3.40 x 4.20 m" or 12'6" x 10'0"; with a decimal comma;
 * in millimetres; feet and inches with a hyphen (12'-6"); only the room's width; or not in the rooms
 * at all but along a dimension chain over the building or down its left side (metric).
 */
export type SizeStyle = 'pair' | 'comma' | 'millimetres' | 'hyphen' | 'width' | 'chain' | 'side-chain';

function writtenSize(width: number, depth: number, units: PlanLayout['units'], style: SizeStyle): string {
  if (units === 'imperial') {
    const f = (m: number) => (style === 'hyphen' ? feet(m).replace("'", "'-") : feet(m));
    return style === 'width' ? f(width) : `${f(width)} x ${f(depth)}`;
  }
  if (style === 'millimetres') return `${Math.round(width * 1000)} x ${Math.round(depth * 1000)}`;
  const m = (v: number) => (style === 'comma' ? v.toFixed(2).replace('.', ',') : v.toFixed(2));
  return style === 'width' ? `${m(width)} m` : `${m(width)} x ${m(depth)} m`;
}

export function feet(metres: number): string {
  const inches = Math.round(metres / 0.0254);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

function onLine(o: TruthOpening, line: WallLine): boolean {
  if (o.horizontal !== line.horizontal) return false;
  const [fixed, pos] = line.horizontal ? [o.y, o.x] : [o.x, o.y];
  return fixed === line.at && pos > line.from && pos < line.to;
}

function along(o: TruthOpening, line: WallLine): number {
  return line.horizontal ? o.x : o.y;
}

function lineRect(line: WallLine, a: number, b: number): Rect {
  const t = line.thickness;
  return line.horizontal
    ? { x: a, y: line.at - t / 2, w: b - a, h: t }
    : { x: line.at - t / 2, y: a, w: t, h: b - a };
}

/** Leaf drawn open at 90 degrees from the hinge jamb, and the quarter arc its free edge sweeps. */
function doorSymbol(o: TruthOpening, ink: string): string {
  const hinge = o.hinge!;
  const side = o.swingSide!;
  const free = o.horizontal
    ? { x: hinge.x < o.x ? hinge.x + o.width : hinge.x - o.width, y: hinge.y }
    : { x: hinge.x, y: hinge.y < o.y ? hinge.y + o.width : hinge.y - o.width };
  const tip = o.horizontal
    ? { x: hinge.x, y: hinge.y + side * o.width }
    : { x: hinge.x + side * o.width, y: hinge.y };
  // Sweep direction: the arc turns from the leaf tip to the closed position.
  const cross = (tip.x - hinge.x) * (free.y - hinge.y) - (tip.y - hinge.y) * (free.x - hinge.x);
  return (
    `<line x1="${hinge.x}" y1="${hinge.y}" x2="${tip.x}" y2="${tip.y}" stroke="${ink}" stroke-width="1.5"/>` +
    `<path d="M ${tip.x} ${tip.y} A ${o.width} ${o.width} 0 0 ${cross > 0 ? 1 : 0} ${free.x} ${free.y}" fill="none" stroke="${ink}" stroke-width="0.8"/>`
  );
}

/** A bed, table or sofa outline and a round table, kept clear of the label in the middle. */
function furniture(
  room: Rect,
  centre: { x: number; y: number },
  ppm: number,
  random: () => number,
): string[] {
  const out: string[] = [];
  const margin = 0.45 * ppm;
  const w = Math.min(room.w * 0.3, ppm * (1 + random()));
  const h = Math.min(room.h * 0.25, ppm * (0.7 + random() * 0.8));
  if (random() < 0.8 && w > 10 && h > 10) {
    const x = random() < 0.5 ? room.x + margin : room.x + room.w - margin - w;
    const y = random() < 0.5 ? room.y + margin : room.y + room.h - margin - h;
    out.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#666" stroke-width="1"/>`,
    );
    out.push(
      `<rect x="${x + 4}" y="${y + 4}" width="${w / 3}" height="${h - 8}" fill="none" stroke="#777" stroke-width="0.8"/>`,
    );
  }
  if (random() < 0.5) {
    const r = Math.min(room.w, room.h) * 0.08;
    const cx = centre.x + (random() < 0.5 ? -1 : 1) * room.w * 0.25;
    const cy = centre.y + (random() < 0.5 ? -1 : 1) * room.h * 0.25;
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#666" stroke-width="1"/>`);
  }
  return out;
}

/** Clear floor per room: its centre-line rectangle less the walls drawn over it. */
function clearAreas(layout: PlanLayout, walls: Rect[]): number[] {
  const { width, height, pixelsPerMetre: ppm } = layout;
  const mask = new Uint8Array(width * height);
  for (const r of walls)
    for (let y = Math.max(0, Math.round(r.y)); y < Math.min(height, Math.round(r.y + r.h)); y++)
      for (let x = Math.max(0, Math.round(r.x)); x < Math.min(width, Math.round(r.x + r.w)); x++)
        mask[y * width + x] = 1;
  return layout.rooms.map(({ rect }) => {
    let free = 0;
    for (let y = rect.y; y < rect.y + rect.h; y++)
      for (let x = rect.x; x < rect.x + rect.w; x++) if (!mask[y * width + x]) free++;
    return free / (ppm * ppm);
  });
}
