import { styleIds } from '@roomcraft/contracts/catalogue/index';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignIdea } from '../design-engine.port';
import { deltaE, hexToLab, imageToLab } from '../image/color';
import { decodeForOutput, type RgbImage } from '../image/raster';
import { photos, readRoomPhoto, roomPhotoNames, saveSample } from '../test-support/fixtures';
import { ideateLocally } from './ideate';
import { renderIdeaLocally } from './render';

/**
 * Share of the photo within a small hue distance of any of the idea's colours. Paint keeps the photo's
 * light, so a shadowed wall is darker than the swatch: lightness is not compared.
 */
function shareNearIdea(image: RgbImage, idea: DesignIdea): number {
  const lab = imageToLab(image);
  const targets = idea.colorPalette.map((c) => hexToLab(c.hex));
  let near = 0;
  for (let i = 0; i < lab.L.length; i += 3) {
    if (targets.some((t) => deltaE([0, lab.a[i]!, lab.b[i]!], [0, t[1]!, t[2]!]) < 8)) near++;
  }
  return near / Math.ceil(lab.L.length / 3);
}

describe('render an idea (local)', () => {
  const names = roomPhotoNames();

  it.each(names.map((name, index) => [name, index] as const))(
    'keeps the structure of %s (score >= 0.95) and moves its colours toward the idea',
    async (name, index) => {
      const photo = readRoomPhoto(name);
      const style = styleIds[(index * 4) % styleIds.length]!;
      const [idea] = ideateLocally({
        roomType: 'living-room',
        designStyle: style,
        creativity: 3,
        numberOfIdeas: 1,
        seed: index,
      }).ideas;
      const result = await renderIdeaLocally({
        image: photo,
        idea: idea!,
        roomLocation: name.startsWith('outdoor') ? 'exterior' : 'interior',
      });
      await saveSample(`render-${name.replace('.jpg', '')}.png`, result.image);
      expect(result.engine).toBe('local');
      expect(result.mediaType).toBe('image/png');
      expect(result.structureScore).toBeGreaterThanOrEqual(0.95);
      const before = await decodeForOutput(photo, 'auto');
      const after = await decodeForOutput(result.image, 'auto');
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      if (!name.startsWith('outdoor')) {
        const gained = shareNearIdea(after, idea!) - shareNearIdea(before, idea!);
        // At least 1.5% more of the photo wears the idea's colours (walls, floor, fabrics).
        expect(gained).toBeGreaterThan(0.015);
      }
    },
  );

  it('renders at a fixed output size by cropping around the centre, and leaves kept items alone', async () => {
    const photo = readRoomPhoto(photos.furnished);
    const [idea] = ideateLocally({
      roomType: 'living-room',
      designStyle: 'art-deco',
      creativity: 4,
      numberOfIdeas: 1,
    }).ideas;
    const result = await renderIdeaLocally({
      image: photo,
      idea: idea!,
      outputSize: '768x1024',
      itemsNotToChange: 'the sofa, the piano',
    });
    const meta = await sharp(result.image).metadata();
    expect([meta.width, meta.height]).toEqual([768, 1024]);
    expect(result.structureScore).toBeGreaterThanOrEqual(0.95);
    expect(result.notes.join(' ')).toMatch(/Left unchanged: the sofa/);
    expect(result.notes.join(' ')).toMatch(/Could not find the piano/);
  });
});
