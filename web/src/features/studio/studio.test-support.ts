import { fireEvent } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import type { RoomImage, UploadResponse } from '@roomcraft/contracts/studio';

/** Fakes at the browser edge for the studio tests: API bodies, image decoding and canvas export. */
export function makeRoomImage(overrides: Partial<RoomImage> = {}): RoomImage {
  const id = overrides._id ?? 'room-1';
  return {
    _id: id,
    roomImageId: id,
    title: 'Living room',
    description: '',
    name: 'living-room.jpg',
    originalImageUrl: `/files/${id}/original.jpg`,
    originalThumbnailUrl: `/files/${id}/original-thumb.webp`,
    generatedImageUrl: null,
    generatedThumbnailUrl: null,
    imageUrl: `/files/${id}/original.jpg`,
    prompt: '',
    mode: 'ideation',
    style: null,
    roomType: null,
    stylePreferences: [],
    tags: [],
    metadata: {},
    isFavorite: false,
    status: 'uploaded',
    error: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeUpload(overrides: Partial<UploadResponse> = {}): UploadResponse {
  return {
    url: '/files/uploads/abc.jpg',
    storageId: 'abc',
    thumbnailUrl: '/files/uploads/abc-thumb.webp',
    width: 1600,
    height: 1200,
    mediaType: 'image/jpeg',
    bytes: 1000,
    scaledDownFrom: null,
    ...overrides,
  };
}

export const jpegFile = (name = 'room.jpg', bytes = 16) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/** `createImageBitmap` decoding every image at the given size (jsdom decodes nothing). */
export function stubImageDecoding(size: { width: number; height: number }) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ ...size, close })),
  );
  return { close };
}

/** A 2D canvas that records its drawing and exports blobs of the requested type (jsdom has no canvas). */
export function stubCanvas() {
  const exports: { type: string; quality: number | undefined; width: number; height: number; blob: Blob }[] =
    [];
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage, imageSmoothingQuality: 'low' }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    const blob = new Blob([new Uint8Array(8)], { type: type ?? 'image/png' });
    exports.push({ type: blob.type, quality, width: this.width, height: this.height, blob });
    callback(blob);
  });
  return { exports, drawImage };
}

/** Drops files (or nothing, or text) on an element the way a browser's drag and drop does. */
export function drop(target: Element, { files = [], types }: { files?: File[]; types?: string[] }) {
  fireEvent.drop(target, {
    dataTransfer: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: types ?? (files.length ? ['Files'] : []),
    },
  });
}

/** `URL.createObjectURL` (missing in jsdom), recording the blobs it was given; removed after the test. */
export function stubObjectUrls() {
  const blobs: Blob[] = [];
  const target = URL as unknown as Record<string, unknown>;
  target.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test-${blobs.length}`;
  });
  target.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    delete target.createObjectURL;
    delete target.revokeObjectURL;
  });
  return { blobs };
}
