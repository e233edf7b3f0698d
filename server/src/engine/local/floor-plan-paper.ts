import { luminance } from '../image/filters';
import { loadOpenCv } from '../image/opencv';
import type { RgbImage } from '../image/raster';

/** Side of the coarse grid the paper's lighting is estimated on. */
const lightingSide = 200;

/**
 * A plan photographed on a desk or scanned with a lid left open is lit unevenly: a corner can be darker
 * than the walls are elsewhere, and every test of "darker than the paper" then finds ink in the shade.
 * The paper's own tone is estimated on a coarse grid (the brightest nearby cell: strokes and walls are
 * narrower than the window, rooms are not), smoothed, and each pixel divided by it, so the paper comes
 * out even and the ink keeps its contrast. Plans whose paper is already even are returned as they are.
 * Patches far darker than the paper (a solid black title block wider than the window) are not
 * brightened: lighting does not fall off that much.
 */
export async function evenPaper(image: RgbImage): Promise<RgbImage> {
  const { cv } = await loadOpenCv();
  const { width, height } = image;
  const luma = luminance(image);
  const gray = new cv.Mat(height, width, cv.CV_8UC1);
  const small = new cv.Mat();
  const lit = new cv.Mat();
  const full = new cv.Mat();
  try {
    const grayData = gray.data;
    for (let i = 0; i < luma.length; i++) grayData[i] = Math.round(luma[i]! * 255);
    const factor = lightingSide / Math.max(width, height);
    if (factor >= 1) return image;
    const size = new cv.Size(
      Math.max(1, Math.round(width * factor)),
      Math.max(1, Math.round(height * factor)),
    );
    cv.resize(gray, small, size, 0, 0, cv.INTER_AREA);
    cv.dilate(small, lit, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(9, 9)));
    cv.GaussianBlur(lit, lit, new cv.Size(9, 9), 0);
    const tones = Uint8Array.from(lit.data).sort();
    const paper = tones[Math.floor(tones.length * 0.95)]!;
    const shade = tones[Math.floor(tones.length * 0.05)]!;
    if (paper - shade < 20) return image;
    cv.resize(lit, full, new cv.Size(width, height), 0, 0, cv.INTER_LINEAR);
    const tone = full.data;
    const out = new Uint8Array(image.data.length);
    const target = Math.max(paper, 235);
    for (let i = 0; i < tone.length; i++) {
      const t = tone[i]!;
      const gain = t < paper * 0.4 ? 1 : target / Math.max(1, t);
      for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.min(255, Math.round(image.data[i * 3 + c]! * gain));
    }
    return { ...image, data: out };
  } finally {
    gray.delete();
    small.delete();
    lit.delete();
    full.delete();
  }
}
