import { luminance } from '../image/filters';
import { loadOpenCv, type Cv } from '../image/opencv';
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
  const gray = grayMat(cv, image);
  const small = new cv.Mat();
  const lit = new cv.Mat();
  const full = new cv.Mat();
  try {
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

/**
 * A hairline (glazing, a door's swing) drawn at 1 px and shrunk with its plan comes back, enlarged, as a
 * pale grey line that the ink tests miss: a window then reads as an open doorway. Strokes of 1-2 px
 * are darkened by what closing adds there (their contrast with the paper around
 * them); wider strokes (walls) and their edges are left as they are, so walls keep their thickness.
 */
export async function deepenHairlines(image: RgbImage): Promise<RgbImage> {
  const { cv } = await loadOpenCv();
  const gray = grayMat(cv, image);
  const closed = new cv.Mat();
  try {
    const grayData = gray.data;
    cv.morphologyEx(gray, closed, cv.MORPH_CLOSE, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
    const lifted = closed.data;
    const data = new Uint8Array(image.data.length);
    for (let i = 0; i < grayData.length; i++) {
      const darken = lifted[i]! - grayData[i]!;
      for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.max(0, Math.round(image.data[i * 3 + c]! - darken));
    }
    return { ...image, data };
  } finally {
    gray.delete();
    closed.delete();
  }
}

/** The plan's luminance as an 8-bit OpenCV matrix (the caller deletes it). */
function grayMat(cv: Cv, image: RgbImage): InstanceType<Cv['Mat']> {
  const luma = luminance(image);
  const gray = new cv.Mat(image.height, image.width, cv.CV_8UC1);
  const data = gray.data;
  for (let i = 0; i < luma.length; i++) data[i] = Math.round(luma[i]! * 255);
  return gray;
}
