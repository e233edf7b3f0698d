import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
