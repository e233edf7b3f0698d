import sharp from 'sharp';

const fontFamily = 'DejaVu Sans, Arial, sans-serif';
/** Font size the label is measured at. */
const probeSize = 100;

/** A label's rendered width per pixel of font size, by label (the fonts on a machine decide it). */
const widths = new Map<string, Promise<number>>();

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The label's width per pixel of font size, measured by rendering it: a guess per character is wrong
 * whenever the renderer falls back to a wider font, and the text then runs out of its box.
 */
function widthPerPixel(label: string): Promise<number> {
  let width = widths.get(label);
  if (!width) {
    const canvas = Math.ceil(label.length * probeSize * 1.2) + probeSize;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas}" height="${probeSize * 2}"><rect width="100%" height="100%" fill="#000"/><text x="${probeSize / 2}" y="${probeSize * 1.3}" font-family="${fontFamily}" font-size="${probeSize}" fill="#fff">${escapeXml(label)}</text></svg>`;
    width = sharp(Buffer.from(svg))
      .trim({ background: '#000000', threshold: 10 })
      .toBuffer({ resolveWithObject: true })
      .then(({ info }) => info.width / probeSize)
      // Unmeasurable (no font at all): a wide estimate keeps the box round the text.
      .catch(() => label.length * 0.7);
    widths.set(label, width);
  }
  return width;
}

export interface CornerMark {
  /** SVG elements (no root) drawing the mark. */
  svg: string;
  /** The mark's box in pixels. */
  box: { x: number; y: number; width: number; height: number };
}

/**
 * A label on a dark rounded box in the bottom-left corner, sized to the image (3.5 % of its short side)
 * and always wholly inside it with a margin, at any size and aspect ratio: on a narrow image the font
 * shrinks until the measured text and its padding fit (the "Virtually staged" disclosure, issue 10).
 */
export async function cornerMark(width: number, height: number, label: string): Promise<CornerMark> {
  const perPixel = await widthPerPixel(label);
  const margin = Math.max(2, Math.round(Math.min(width, height) * 0.02));
  // Text plus padding of 0.6 font sizes each side, and a box 1.9 font sizes high.
  const fits = (size: number) =>
    size * (perPixel + 1.2) <= width - 2 * margin && size * 1.9 <= height - 2 * margin;
  let size = Math.max(12, Math.min(72, Math.round(Math.min(width, height) * 0.035)));
  while (size > 4 && !fits(size)) size--;
  const pad = size * 0.6;
  const boxWidth = Math.ceil(size * perPixel + 2 * pad);
  const boxHeight = Math.ceil(size * 1.9);
  const x = margin;
  const y = height - margin - boxHeight;
  const svg =
    `<rect x="${x}" y="${y}" width="${boxWidth}" height="${boxHeight}" rx="${Math.round(size / 3)}" fill="#141414" fill-opacity="0.62"/>` +
    `<text x="${(x + boxWidth / 2).toFixed(1)}" y="${(y + boxHeight / 2 + size * 0.36).toFixed(1)}" text-anchor="middle" font-family="${fontFamily}" font-size="${size}" fill="#fff">${escapeXml(label)}</text>`;
  return { svg, box: { x, y, width: boxWidth, height: boxHeight } };
}

/** Draws `cornerMark` on an encoded image; returns a PNG. */
export async function addCornerMark(
  image: Uint8Array,
  width: number,
  height: number,
  label: string,
): Promise<Buffer> {
  const mark = await cornerMark(width, height, label);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${mark.svg}</svg>`;
  return sharp(Buffer.from(image))
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png()
    .toBuffer();
}
