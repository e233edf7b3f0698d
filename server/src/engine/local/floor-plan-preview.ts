import sharp from 'sharp';
import type { EncodedImage, FloorPlanModel, Point2 } from '../design-engine.port';

const roomColours = ['#f3e3c3', '#d9e8d4', '#d6e2ef', '#f1d9d2', '#e6dcef', '#efe9c9', '#d4ebe7', '#eadbc8'];
const cos30 = Math.cos(Math.PI / 6);
const sin30 = 0.5;

/**
 * Isometric preview of a floor-plan model: room floors with their areas, walls extruded to full height,
 * windows as glazing between sill and head height, doors as openings with a lintel. Drawn as SVG (painter's
 * order, far to near) and rasterised by sharp.
 */
export async function renderFloorPlanPreview(
  model: FloorPlanModel,
  options: { transparent?: boolean; maxWidth?: number } = {},
): Promise<EncodedImage> {
  const unit = model.units === 'm' ? (model.pixelsPerMetre ?? 1) : 1;
  const toPx = (p: Point2): Point2 => ({ x: p.x * unit, y: p.y * unit });
  // A cutaway ("dollhouse") view: walls drawn at 45% of their height so that the rooms stay visible.
  const fullHeight = (model.walls[0]?.height ?? 2.7) * unit;
  const metre = (fullHeight / 2.7) * 0.45;
  const wallHeight = fullHeight * 0.45;
  const iso = (p: Point2, z: number) => ({ x: (p.x - p.y) * cos30, y: (p.x + p.y) * sin30 - z });
  // Fit the projected model into the output width.
  const corners = [
    { x: 0, y: 0 },
    { x: model.imageWidth, y: 0 },
    { x: 0, y: model.imageHeight },
    { x: model.imageWidth, y: model.imageHeight },
  ];
  const projected = corners.flatMap((c) => [iso(c, 0), iso(c, wallHeight)]);
  const minX = Math.min(...projected.map((p) => p.x));
  const maxX = Math.max(...projected.map((p) => p.x));
  const minY = Math.min(...projected.map((p) => p.y));
  const maxY = Math.max(...projected.map((p) => p.y));
  const targetWidth = options.maxWidth ?? 1024;
  const scale = (targetWidth - 40) / (maxX - minX);
  const height = Math.round((maxY - minY) * scale + 40);
  const pt = (p: Point2, z: number) => {
    const q = iso(p, z);
    return `${((q.x - minX) * scale + 20).toFixed(1)},${((q.y - minY) * scale + 20).toFixed(1)}`;
  };
  const parts: string[] = [];
  if (!options.transparent) parts.push(`<rect width="100%" height="100%" fill="#fbfaf7"/>`);
  model.rooms.forEach((room, i) => {
    const points = room.polygon.map((p) => pt(toPx(p), 0)).join(' ');
    parts.push(
      `<polygon points="${points}" fill="${roomColours[i % roomColours.length]}" stroke="#b9ad98" stroke-width="1"/>`,
    );
  });
  type Box = { depth: number; svg: string };
  const boxes: Box[] = [];
  const prism = (
    a: Point2,
    b: Point2,
    thickness: number,
    z0: number,
    z1: number,
    fill: string,
    opacity = 1,
  ) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    const nx = (-dy / len) * (thickness / 2);
    const ny = (dx / len) * (thickness / 2);
    const footprint = [
      { x: a.x + nx, y: a.y + ny },
      { x: b.x + nx, y: b.y + ny },
      { x: b.x - nx, y: b.y - ny },
      { x: a.x - nx, y: a.y - ny },
    ];
    const faces: string[] = [];
    for (let i = 0; i < 4; i++) {
      const p = footprint[i]!;
      const q = footprint[(i + 1) % 4]!;
      // Only faces turned toward the viewer (who looks from +x,+y) are drawn.
      const outX = q.y - p.y;
      const outY = -(q.x - p.x);
      if (outX + outY <= 0) continue;
      const shade = outX > outY ? '#d8d2c6' : '#c4bcae';
      faces.push(
        `<polygon points="${pt(p, z0)} ${pt(q, z0)} ${pt(q, z1)} ${pt(p, z1)}" fill="${fill === 'wall' ? shade : fill}" fill-opacity="${opacity}" stroke="#8d8372" stroke-width="0.6"/>`,
      );
    }
    faces.push(
      `<polygon points="${footprint.map((p) => pt(p, z1)).join(' ')}" fill="${fill === 'wall' ? '#efebe3' : fill}" fill-opacity="${opacity}" stroke="#8d8372" stroke-width="0.6"/>`,
    );
    boxes.push({ depth: (a.x + b.x + a.y + b.y) / 2, svg: faces.join('') });
  };
  for (const wall of model.walls)
    prism(toPx(wall.start), toPx(wall.end), wall.thickness * unit, 0, wallHeight, 'wall');
  for (const opening of model.openings) {
    const wall = model.walls.find((w) => w.id === opening.wallId);
    if (!wall) continue;
    const start = toPx(wall.start);
    const end = toPx(wall.end);
    const horizontal = Math.abs(end.x - start.x) >= Math.abs(end.y - start.y);
    const c = toPx(opening.center);
    const half = (opening.width * unit) / 2;
    const a = horizontal ? { x: c.x - half, y: c.y } : { x: c.x, y: c.y - half };
    const b = horizontal ? { x: c.x + half, y: c.y } : { x: c.x, y: c.y + half };
    const thickness = wall.thickness * unit;
    prism(a, b, thickness, Math.min(wallHeight, 2.1 * metre), wallHeight, 'wall');
    if (opening.kind === 'window') {
      prism(a, b, thickness, 0, 0.9 * metre, 'wall');
      prism(a, b, thickness * 0.3, 0.9 * metre, 2.1 * metre, '#9cc7e4', 0.55);
    }
  }
  boxes.sort((p, q) => p.depth - q.depth);
  parts.push(...boxes.map((box) => box.svg));
  // Labels last, so that no wall hides them.
  for (const room of model.rooms) {
    const [x, y] = pt(toPx(room.centroid), 0).split(',');
    const label =
      model.units === 'm'
        ? `${room.area.toFixed(1)} m²`
        : `${Math.round(room.area).toLocaleString('en-US')} px²`;
    const size = Math.max(11, Math.round(14 * Math.min(1.4, scale * 2)));
    parts.push(
      `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" text-anchor="middle" fill="#4a4236" stroke="#fbfaf7" stroke-width="3" paint-order="stroke">${label}</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${targetWidth}" height="${height}">${parts.join('')}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return {
    image: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    mediaType: 'image/png',
    width: targetWidth,
    height,
  };
}
