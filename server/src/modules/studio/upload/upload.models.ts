import { studioLimits } from '@roomcraft/contracts/studio';

export type UploadMediaType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * The image format the bytes themselves announce (their magic numbers), or null. File names and
 * Content-Type headers are never trusted: a renamed text file or PDF says nothing here.
 */
export function sniffImageType(bytes: Uint8Array): UploadMediaType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Width and height as displayed: EXIF orientations 5-8 turn the stored image a quarter. */
export function orientedSize({
  width,
  height,
  orientation,
}: {
  width: number;
  height: number;
  orientation: number | undefined;
}): { width: number; height: number } {
  return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** The uploaded size when it is over the studio's maximum side (it is then scaled down), else null. */
export function scaledDownFrom(size: { width: number; height: number }) {
  return Math.max(size.width, size.height) > studioLimits.uploadMaxDimension ? size : null;
}
