import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeForOutput } from '../image/raster';
import { photos, readRoomPhoto } from '../test-support/fixtures';
import { parseScene, readSceneParserModel, sceneClasses, sceneParserModelPath } from './scene-parser';

describe('scene parser', () => {
  it('refuses a missing model file with an error naming it', () => {
    expect(() => readSceneParserModel('/nowhere/scene-parser-ade20k31-u8w.onnx')).toThrow(
      /\/nowhere\/scene-parser-ade20k31-u8w\.onnx/,
    );
  });

  it('refuses a corrupt model file (checksum) with an error naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scene-parser-'));
    const file = path.join(dir, 'scene-parser-ade20k31-u8w.onnx');
    const bytes = readFileSync(sceneParserModelPath());
    bytes[1000] = (bytes[1000]! + 1) % 256;
    writeFileSync(file, bytes);
    expect(() => readSceneParserModel(file)).toThrow(/corrupt/);
    expect(() => readSceneParserModel(file)).toThrow(file);
  });

  it('labels the walls, floor and sofa of a living room, and parses a photo once', async () => {
    const image = await decodeForOutput(readRoomPhoto(photos.furnished), 'auto');
    const first = parseScene(image);
    expect(parseScene(image)).toBe(first);
    const { labels, side } = await first;
    const share = (cls: number) => labels.filter((l) => l === cls).length / (side * side);
    expect(share(sceneClasses.wall)).toBeGreaterThan(0.3);
    expect(share(sceneClasses.floor)).toBeGreaterThan(0.08);
    expect(share(sceneClasses.sofa)).toBeGreaterThan(0.05);
  });

  it('keeps a door that the network finds in the photo but not in its mirror image, either way round', async () => {
    // The network alone finds the hotel room's open white door in the photo but not in its mirror image
    // (it saw a sliver of the frame), and the door was painted like the wall.
    const photo = readRoomPhoto(photos.hotelBedroom);
    const mirroredPhoto = new Uint8Array(await sharp(photo).flop().toBuffer());
    const direct = await parseScene(await decodeForOutput(photo, 'auto'));
    const mirrored = await parseScene(await decodeForOutput(mirroredPhoto, 'auto'));
    const { side } = direct;
    let same = 0;
    let doorDirect = 0;
    let doorMirrored = 0;
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const a = direct.labels[y * side + x]!;
        const b = mirrored.labels[y * side + side - 1 - x]!;
        if (a === b) same++;
        if (a === sceneClasses.door) doorDirect++;
        if (b === sceneClasses.door) doorMirrored++;
      }
    }
    // Not every pixel: the photo is re-encoded and resized on its own each way.
    expect(same / (side * side)).toBeGreaterThan(0.9);
    expect(doorDirect / (side * side)).toBeGreaterThan(0.015);
    expect(doorMirrored / (side * side)).toBeGreaterThan(0.015);
    expect(Math.abs(doorDirect - doorMirrored)).toBeLessThan(0.2 * doorDirect);
  });
});
