import { describe, expect, it } from 'vitest';
import type { RenderedChange } from '../../../engine';
import { describeAsRendered } from './idea-description.models';

const change = (summary: string, surface = 'wall'): RenderedChange => ({
  surface,
  action: 'painted',
  colour: { name: 'Dusty Sage', hex: '#B8C1AD' },
  share: 0.3,
  strength: 1,
  summary,
});

const written =
  'An airy scandinavian living room: walls painted Dusty Sage (#b8c1ad), floor re-laid in pine planks, sofa fabrics in oatmeal. Keeps the piano as it is. To add (not shown in the image): birch details.';

describe('an idea described as its image shows it', () => {
  it('claims only the changes the render measured, keeping the rest of the text', () => {
    const text = describeAsRendered({
      description: written,
      changes: [change('Walls painted Dusty Sage #B8C1AD over 31 % of the image')],
    });
    expect(text).toBe(
      'An airy scandinavian living room: walls painted Dusty Sage #B8C1AD over 31 % of the image. Keeps the piano as it is. To add (not shown in the image): birch details.',
    );
    expect(text).not.toMatch(/sofa|floor re-laid/);
  });

  it('keeps a provider image description, which comes with no measured changes', () => {
    expect(describeAsRendered({ description: written, changes: undefined })).toBe(written);
    expect(describeAsRendered({ description: written, changes: [] })).toBe(written);
  });
});
