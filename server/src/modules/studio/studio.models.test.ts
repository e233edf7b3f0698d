import { describe, expect, it } from 'vitest';
import { progressFor } from './ideation/ideation.models';
import { decodeGalleryCursor, encodeGalleryCursor } from './studio.models';
import { orientedSize, scaledDownFrom, sniffImageType } from './upload/upload.models';

describe('ideation progress', () => {
  it('counts analyse, generate ideas and one step per image, with the spec labels', () => {
    const steps = [
      progressFor({ status: 'pending', numberOfIdeas: 4 }),
      progressFor({ status: 'analyzing_image', numberOfIdeas: 4 }),
      progressFor({ status: 'generating_ideas', numberOfIdeas: 4 }),
      progressFor({ status: 'creating_image_3', numberOfIdeas: 4, imagesDone: 2 }),
      progressFor({ status: 'completed', numberOfIdeas: 4 }),
    ];
    expect(steps.map((step) => [step.stepsCompleted, step.totalSteps, step.progress, step.message])).toEqual([
      [0, 6, 0, 'Processing your request...'],
      [0, 6, 0, 'Analyzing your room...'],
      [1, 6, 17, 'Generating design ideas...'],
      [4, 6, 67, 'Creating image 3 of 4...'],
      [6, 6, 100, 'All ideas are ready'],
    ]);
  });

  it('keeps the steps a failed request got through, clamped to 0..100', () => {
    expect(progressFor({ status: 'failed', numberOfIdeas: 2, stepsCompletedBefore: 3 })).toMatchObject({
      progress: 75,
      message: 'Ideation failed',
    });
    expect(progressFor({ status: 'failed', numberOfIdeas: 1, stepsCompletedBefore: 99 }).progress).toBe(100);
  });
});

describe('upload checks', () => {
  it('knows JPEG, PNG and WebP by their first bytes only', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('swaps sides for quarter-turn EXIF orientations and reports sizes over 4096 px', () => {
    expect(orientedSize({ width: 300, height: 200, orientation: 6 })).toEqual({ width: 200, height: 300 });
    expect(orientedSize({ width: 300, height: 200, orientation: 3 })).toEqual({ width: 300, height: 200 });
    expect(scaledDownFrom({ width: 4096, height: 3000 })).toBeNull();
    expect(scaledDownFrom({ width: 3000, height: 4097 })).toEqual({ width: 3000, height: 4097 });
  });
});

describe('gallery cursor', () => {
  it('round-trips and refuses anything else', () => {
    const position = {
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      id: '6f1c2c8e-8c1f-4a51-9d7e-2f7f7d7f7f7f',
    };
    expect(decodeGalleryCursor(encodeGalleryCursor(position))).toEqual(position);
    expect(decodeGalleryCursor('garbage')).toBeNull();
    expect(decodeGalleryCursor(Buffer.from('yesterday|x').toString('base64url'))).toBeNull();
  });
});
