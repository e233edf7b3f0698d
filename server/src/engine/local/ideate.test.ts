import { getStyleDefinition } from '@roomcraft/contracts/catalogue/index';
import { describe, expect, it } from 'vitest';
import { deltaE, hexToLab } from '../image/color';
import { ideateLocally } from './ideate';

const currentRoom = {
  palette: [{ hex: '#e9e4da', name: 'linen', share: 0.5, lab: hexToLab('#e9e4da') }],
  light: { level: 0.7, warmth: 0.1, contrast: 0.3, label: 'bright' as const, tone: 'neutral' as const },
  regions: {
    wall: { share: 0.4, hex: '#e9e4da' },
    floor: { share: 0.2, hex: '#a57c52' },
    ceiling: { share: 0.1, hex: '#f2f2f0' },
  },
};

describe('ideate (local)', () => {
  it('makes the requested number of complete ideas', () => {
    const { ideas } = ideateLocally({
      roomType: 'bedroom',
      designStyle: 'scandinavian',
      creativity: 2,
      numberOfIdeas: 6,
    });
    expect(ideas).toHaveLength(6);
    for (const idea of ideas) {
      expect(idea.title.length).toBeGreaterThan(5);
      expect(idea.description).toMatch(/bedroom/);
      expect(idea.colorPalette.length).toBeGreaterThanOrEqual(3);
      for (const colour of idea.colorPalette) expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(['budget', 'mid-range', 'luxury']).toContain(idea.estimatedCost);
      expect(['easy', 'medium', 'hard']).toContain(idea.difficulty);
      expect(idea.targetAudience).toBeTruthy();
      expect(idea.designElements.length).toBeGreaterThanOrEqual(2);
      expect(idea.designElements.join(' ')).toMatch(/To add \(not shown in the image\)/);
      expect(idea.generatedPrompt).toMatch(/Do not add, remove or move windows, doors or walls/);
    }
    expect(new Set(ideas.map((idea) => idea.title)).size).toBe(6);
    expect(new Set(ideas.map((idea) => idea.colorPalette[0]!.hex)).size).toBeGreaterThanOrEqual(3);
  });

  it('stays close to the current room at creativity 1 and goes bold at 4', () => {
    const wallDistance = (creativity: 1 | 4) => {
      const { ideas } = ideateLocally({
        roomType: 'living-room',
        designStyle: 'modern',
        creativity,
        numberOfIdeas: 3,
        analysis: currentRoom,
      });
      return ideas.map((idea) => deltaE(hexToLab(idea.colorPalette[0]!.hex), hexToLab('#e9e4da')));
    };
    const minimal = wallDistance(1);
    const bold = wallDistance(4);
    expect(Math.max(...minimal)).toBeLessThan(Math.min(...bold));
    const minimalIdeas = ideateLocally({
      roomType: 'living-room',
      designStyle: 'modern',
      creativity: 1,
      numberOfIdeas: 3,
      analysis: currentRoom,
    }).ideas;
    expect(minimalIdeas.every((idea) => idea.difficulty === 'easy')).toBe(true);
    const boldIdeas = ideateLocally({
      roomType: 'living-room',
      designStyle: 'modern',
      creativity: 4,
      numberOfIdeas: 4,
    }).ideas;
    // Bold ideas go further within the requested style, never into another one.
    expect(boldIdeas.every((idea) => idea.styleId === 'modern')).toBe(true);
  });

  it('uses the chosen style and honours a colour in the prompt and the items to keep', () => {
    const { ideas } = ideateLocally({
      roomType: 'home-office',
      designStyle: 'japanese',
      creativity: 2,
      numberOfIdeas: 2,
      prompt: 'I would love navy blue walls',
      itemsNotToChange: 'the desk',
    });
    const japanese = getStyleDefinition('japanese');
    expect(ideas[0]!.style).toBe(japanese.name);
    expect(ideas[0]!.colorPalette[0]).toMatchObject({ name: 'navy blue', role: 'walls' });
    expect(ideas[0]!.description).toMatch(/Keeps the desk/);
    expect(ideas[0]!.generatedPrompt).toMatch(/Do not change: the desk/);
  });

  it('puts a colour or material named for the floor, the deck or the sofa there, not on the walls', () => {
    const deck = ideateLocally({
      roomType: 'exterior',
      designStyle: 'modern',
      creativity: 2,
      numberOfIdeas: 3,
      prompt: 'Crisp modern exterior with a warm grey deck',
      exterior: true,
    }).ideas;
    const swatch = (idea: (typeof deck)[number], role: string) =>
      idea.colorPalette.find((c) => c.role === role);
    for (const idea of deck) {
      expect(swatch(idea, 'floor')).toMatchObject({ name: 'warm grey' });
      expect(swatch(idea, 'walls')?.name).not.toBe('warm grey');
    }
    const room = ideateLocally({
      roomType: 'living-room',
      designStyle: 'scandinavian',
      creativity: 2,
      numberOfIdeas: 2,
      prompt: 'light oak floors and a navy blue sofa',
    }).ideas;
    for (const idea of room) {
      expect(swatch(idea, 'floor')).toMatchObject({ name: 'light oak' });
      expect(swatch(idea, 'textile')).toMatchObject({ name: 'navy blue' });
      expect(swatch(idea, 'walls')?.name).not.toMatch(/navy|oak/);
    }
  });

  it('falls back to Modern for an unknown custom style and says so', () => {
    const result = ideateLocally({
      roomType: 'garage',
      designStyle: 'qwzx',
      creativity: 3,
      numberOfIdeas: 1,
    });
    expect(result.ideas[0]!.styleId).toBe('modern');
    expect(result.notes.join(' ')).toMatch(/not a style we know/);
  });

  it('gives the same ideas for the same seed and new ones for another seed', () => {
    const input = { roomType: 'kitchen', designStyle: 'farmhouse', creativity: 3 as const, numberOfIdeas: 4 };
    expect(ideateLocally({ ...input, seed: 5 }).ideas).toEqual(ideateLocally({ ...input, seed: 5 }).ideas);
    expect(ideateLocally({ ...input, seed: 5 }).ideas).not.toEqual(
      ideateLocally({ ...input, seed: 6 }).ideas,
    );
  });
});

describe('ideate (local): style fidelity and plain English', () => {
  const styles = ['scandinavian', 'art_deco', 'japanese', 'industrial', 'coastal'] as const;

  it.each(styles)('keeps every %s idea in the requested style at every creativity', (style) => {
    for (const creativity of [1, 2, 3, 4] as const) {
      const { ideas } = ideateLocally({
        roomType: 'bedroom',
        designStyle: style,
        creativity,
        numberOfIdeas: 6,
      });
      expect(ideas.every((idea) => idea.styleId === getStyleDefinition(style).id)).toBe(true);
      // Varied within the style: not one palette six times.
      expect(new Set(ideas.map((i) => i.colorPalette.map((c) => c.hex).join())).size).toBeGreaterThan(1);
      for (const idea of ideas) {
        const text = `${idea.title}. ${idea.description} ${idea.designElements.join('. ')}`;
        expect(text).not.toMatch(/\ba [aeiou]/i);
        expect(text).not.toMatch(/\ban [^aeiou\s]/i);
        expect(text).not.toMatch(/\b(\w+) \1\b/i);
        expect(text).not.toMatch(/offline|engine|fallback|provider/i);
        const swatches = idea.colorPalette.map((c) => c.hex);
        expect(new Set(swatches).size).toBe(swatches.length);
      }
    }
  });

  it('maps a custom style to the nearest catalogue style and keeps the words in the title', () => {
    const { ideas } = ideateLocally({
      roomType: 'living-room',
      designStyle: 'cosy cabin with lots of wood',
      creativity: 2,
      numberOfIdeas: 3,
    });
    const styleIds = new Set(ideas.map((i) => i.styleId));
    expect(styleIds.size).toBe(1);
    expect(ideas.every((idea) => /Cosy Cabin With Lots Of Wood/.test(idea.title))).toBe(true);
  });

  it('lists what the image cannot show under its own heading and only claims surfaces the photo has', () => {
    const [idea] = ideateLocally({
      roomType: 'living-room',
      designStyle: 'modern',
      creativity: 4,
      numberOfIdeas: 1,
      analysis: {
        ...currentRoom,
        regions: { ...currentRoom.regions, floor: { share: 0, hex: null }, cabinet: { share: 0, hex: null } },
      },
    }).ideas;
    expect(idea!.description).toMatch(/walls painted/);
    expect(idea!.description).not.toMatch(/floor re-laid|cabinet/);
    expect(idea!.description).toMatch(/To add \(not shown in the image\): .+\./);
  });

  it('"More ideas like this" (same style, new seed) stays in the style and its palette family', () => {
    const style = getStyleDefinition('coastal');
    const family = new Set([...style.palette.walls, ...style.palette.accents].map((c) => c.hex));
    for (const seed of [1, 2, 3]) {
      const { ideas } = ideateLocally({
        roomType: 'bedroom',
        designStyle: 'coastal',
        creativity: 2,
        numberOfIdeas: 4,
        seed,
      });
      for (const idea of ideas) {
        expect(idea.styleId).toBe('coastal');
        expect(family.has(idea.colorPalette[0]!.hex)).toBe(true);
      }
    }
  });
});
