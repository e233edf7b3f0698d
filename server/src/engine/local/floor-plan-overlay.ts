import sharp from 'sharp';
import type { EncodedImage, FloorPlanModel, Point2 } from '../design-engine.port';

const roomColours = ['#f4a261', '#2a9d8f', '#e9c46a', '#8ab17d', '#e76f51', '#6d8fd4', '#c98bb9', '#9c89b8'];

/**
 * The extracted model drawn over the plan it came from: rooms as tinted polygons with their names and
 * areas, walls as red centre lines at their thickness, doors in green (with the hinge), windows in
 * blue. For a person checking an extraction at a glance.
 */
export async function renderFloorPlanOverlay(plan: Uint8Array, model: FloorPlanModel): Promise<EncodedImage> {
  const { imageWidth: width, imageHeight: height } = model;
  const unit = model.units === 'm' ? (model.pixelsPerMetre ?? 1) : 1;
  const px = (p: Point2) => ({ x: p.x * unit, y: p.y * unit });
  const parts: string[] = [];
  model.rooms.forEach((room, i) => {
    const points = room.polygon
      .map(px)
      .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join(' ');
    parts.push(
      `<polygon points="${points}" fill="${roomColours[i % roomColours.length]}" fill-opacity="0.35"/>`,
    );
  });
  for (const wall of model.walls) {
    const a = px(wall.start);
    const b = px(wall.end);
    parts.push(
      `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#d62828" stroke-opacity="0.55" stroke-width="${Math.max(1, wall.thickness * unit)}"/>`,
    );
  }
  for (const opening of model.openings) {
    const c = px(opening.center);
    const r = Math.max(4, (opening.width * unit) / 2);
    const colour = opening.kind === 'door' ? '#1b9e3e' : '#1f6fd1';
    parts.push(`<circle cx="${c.x}" cy="${c.y}" r="${r}" fill="none" stroke="${colour}" stroke-width="3"/>`);
    if (opening.swing) {
      const h = px(opening.swing.hinge);
      parts.push(`<circle cx="${h.x}" cy="${h.y}" r="5" fill="${colour}"/>`);
    }
  }
  const fontSize = Math.max(12, Math.round(Math.max(width, height) / 60));
  for (const room of model.rooms) {
    const c = px(room.centroid);
    const area = model.units === 'm' ? `${room.area.toFixed(1)} m²` : `${Math.round(room.area)} px²`;
    const text = room.name ? `${room.name} · ${area}` : area;
    parts.push(
      `<text x="${c.x}" y="${c.y}" font-family="DejaVu Sans" font-size="${fontSize}" text-anchor="middle" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">${escapeXml(text)}</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
  const png = await sharp(plan)
    .resize(width, height, { fit: 'fill' })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
  return {
    image: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    mediaType: 'image/png',
    width,
    height,
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
