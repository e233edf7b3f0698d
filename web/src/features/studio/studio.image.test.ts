import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  computeCropRect,
  computeSquareCapture,
  fitWithin,
  roomTitleFrom,
} from './studio.image';

const file = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'f', { type });

describe('studio image rules', () => {
  it('accepts JPEG, PNG and WebP up to exactly 7 MB', () => {
    expect(checkImageFile(file('image/webp', 7_340_032))).toBeNull();
    expect(checkImageFile(file('image/png', 7_340_033))?.title).toBe('File too large');
    expect(checkImageFile(file('image/heic'))?.title).toBe('Unsupported format');
    expect(checkImageFile(file('text/plain'), { dropped: true })?.title).toBe('Invalid file');
  });

  it('crops the kept share of the image where the position sliders put it, exported at 4096 px at most', () => {
    const size = { width: 8000, height: 6000 };
    expect(computeCropRect(size, { scale: 1, x: 50, y: 50 })).toEqual({
      sx: 0,
      sy: 0,
      sw: 8000,
      sh: 6000,
      output: { width: 4096, height: 3072 },
    });
    expect(computeCropRect(size, { scale: 0.25, x: 100, y: 0 })).toEqual({
      sx: 6000,
      sy: 0,
      sw: 2000,
      sh: 1500,
      output: { width: 2000, height: 1500 },
    });
    // Below the minimum scale the crop stays at 0.1.
    expect(computeCropRect(size, { scale: 0.01, x: 0, y: 0 }).sw).toBe(800);
  });

  it('captures the centred square of a camera frame, at most 4096 px', () => {
    expect(computeSquareCapture({ width: 1920, height: 1080 })).toEqual({
      sx: 420,
      sy: 0,
      sw: 1080,
      sh: 1080,
      output: { width: 1080, height: 1080 },
    });
    expect(computeSquareCapture({ width: 6000, height: 8000 }).output).toEqual({ width: 4096, height: 4096 });
    expect(fitWithin({ width: 100, height: 50 })).toEqual({ width: 100, height: 50 });
  });
});

describe('the title of an uploaded room', () => {
  it('comes from the file name, readable, without its extension', () => {
    expect(roomTitleFrom(new File(['x'], 'living-room_2024.JPG'))).toBe('living room 2024');
    expect(roomTitleFrom(new File(['x'], 'Kitchen.webp'))).toBe('Kitchen');
  });

  it('is absent for camera shots and for names with nothing left', () => {
    expect(roomTitleFrom(new Blob(['x'], { type: 'image/jpeg' }))).toBeUndefined();
    expect(roomTitleFrom(new File(['x'], '__.png'))).toBeUndefined();
  });
});
