import { studioLimits, studioMessages } from '@roomcraft/contracts/studio';

/**
 * Browser-side image work of the uploader and the comparison: the client checks of docs/spec §5, the
 * crop and camera geometry (pure, unit-tested) and the canvas exports (JPEG 0.9, at most 4096 px).
 */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const acceptAttribute = acceptedImageTypes.join(',');

export interface Problem {
  title: string;
  description: string;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The client's checks before an upload (the server checks the bytes again). A dropped file that is not an
 * image at all is an 'Invalid file'; an image of another kind (GIF, HEIC) is an 'Unsupported format'.
 */
export function checkImageFile(file: Blob, { dropped = false }: { dropped?: boolean } = {}): Problem | null {
  const type = file.type.toLowerCase();
  if (dropped && !type.startsWith('image/')) return { ...studioMessages.invalidFile };
  if (!(acceptedImageTypes as readonly string[]).includes(type))
    return { ...studioMessages.unsupportedFormat };
  if (file.size > studioLimits.uploadMaxBytes) {
    return {
      title: studioMessages.fileTooLarge.title,
      description: studioMessages.fileTooLarge.description(file.size),
    };
  }
  return null;
}

export const isOversized = ({ width, height }: ImageSize) =>
  width > studioLimits.uploadMaxDimension || height > studioLimits.uploadMaxDimension;

/** Scales a size down (never up) so both sides fit in `max`. */
export function fitWithin(
  { width, height }: ImageSize,
  max: number = studioLimits.uploadMaxDimension,
): ImageSize {
  const factor = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

export interface CropSettings {
  /** Share of the image kept on each side, 0.1..1. */
  scale: number;
  /** Where the kept area sits, 0 (left/top) .. 100 (right/bottom). */
  x: number;
  y: number;
}

export const defaultCrop: CropSettings = { scale: 1, x: 50, y: 50 };

export interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Size of the exported image (the kept area, scaled to at most 4096 px). */
  output: ImageSize;
}

/** The source rectangle of a crop and the size it is exported at. */
export function computeCropRect(size: ImageSize, { scale, x, y }: CropSettings): CropRect {
  const clamped = Math.min(studioLimits.cropScaleMax, Math.max(studioLimits.cropScaleMin, scale));
  const sw = Math.max(1, Math.round(size.width * clamped));
  const sh = Math.max(1, Math.round(size.height * clamped));
  const sx = Math.round(((size.width - sw) * Math.min(100, Math.max(0, x))) / 100);
  const sy = Math.round(((size.height - sh) * Math.min(100, Math.max(0, y))) / 100);
  return { sx, sy, sw, sh, output: fitWithin({ width: sw, height: sh }) };
}

/** The camera's square capture: the centred square of the frame, at most 4096 px. */
export function computeSquareCapture(frame: ImageSize): CropRect {
  const side = Math.min(frame.width, frame.height);
  const out = Math.min(side, studioLimits.uploadMaxDimension);
  return {
    sx: Math.round((frame.width - side) / 2),
    sy: Math.round((frame.height - side) / 2),
    sw: side,
    sh: side,
    output: { width: out, height: out },
  };
}

/** Decodes an image (EXIF orientation applied) to read its size; null where the browser cannot decode it. */
export async function decodeImage(blob: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be exported.'))),
      type,
      quality,
    );
  });
}

/** Draws `rect` of `source` onto a canvas of the rect's output size and exports it. */
export async function exportRect({
  source,
  rect,
  type = 'image/jpeg',
  quality = studioLimits.cropJpegQuality,
}: {
  source: CanvasImageSource;
  rect: CropRect;
  type?: 'image/jpeg' | 'image/png';
  quality?: number;
}): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = rect.output.width;
  canvas.height = rect.output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot edit images.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, rect.output.width, rect.output.height);
  return canvasToBlob(canvas, type, type === 'image/jpeg' ? quality : undefined);
}

/** The blob as a PNG: as it is when it already is one, else redrawn through a canvas. */
export async function toPngBlob(blob: Blob): Promise<Blob> {
  if (blob.type === 'image/png') return blob;
  const bitmap = await decodeImage(blob);
  if (!bitmap) throw new Error('The image could not be read.');
  try {
    const size = { width: bitmap.width, height: bitmap.height };
    return await exportRect({
      source: bitmap,
      rect: { sx: 0, sy: 0, sw: size.width, sh: size.height, output: size },
      type: 'image/png',
    });
  } finally {
    bitmap.close();
  }
}

/** Saves a blob under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A room's title from the photo's file name ("living-room_2024.jpg" -> "living room 2024"); camera shots have none. */
export function roomTitleFrom(file: Blob): string | undefined {
  if (!(file instanceof File)) return undefined;
  const title = file.name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, studioLimits.titleMaxLength);
  return title || undefined;
}
