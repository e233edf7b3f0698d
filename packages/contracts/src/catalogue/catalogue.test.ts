import { describe, expect, it } from 'vitest';
import {
  designStyleDefinitions,
  designStyles,
  findFurnitureItem,
  furnitureCatalogue,
  furnitureForRoomType,
  outdoorDesignStyles,
  outdoorPalettes,
  resolveStyleDefinition,
  roomTypeLabel,
  roomTypes,
  styleDefinitions,
  styleIds,
} from './index';

const hex = /^#[0-9a-f]{6}$/;

describe('style catalogue', () => {
  it('defines the 15 styles of the spec, each in one of the four categories', () => {
    expect(styleDefinitions.map((style) => style.id)).toEqual([...styleIds]);
    expect(styleDefinitions).toHaveLength(15);
    for (const style of styleDefinitions) {
      expect(['modern', 'eclectic', 'traditional', 'specialty']).toContain(style.category);
      expect(style.keywords.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every style a usable palette for walls, floors, accents and textiles', () => {
    for (const style of styleDefinitions) {
      for (const colours of Object.values(style.palette)) {
        expect(colours.length).toBeGreaterThanOrEqual(2);
        for (const colour of colours) expect(colour.hex).toMatch(hex);
      }
    }
  });

  it('maps every offered design style to a definition, and custom styles by their words', () => {
    for (const offered of designStyles) expect(styleIds).toContain(designStyleDefinitions[offered]);
    expect(resolveStyleDefinition('warm zen with hinoki wood').style.id).toBe('japanese');
    expect(resolveStyleDefinition('Glam').style.id).toBe('luxury');
    expect(resolveStyleDefinition('loft with exposed brick').style.id).toBe('industrial');
    expect(resolveStyleDefinition('zxqv')).toMatchObject({ matched: false, style: { id: 'modern' } });
  });
});

describe('room types and furniture', () => {
  it('offers the 31 room types of the spec with readable labels', () => {
    expect(roomTypes).toHaveLength(31);
    expect(roomTypeLabel('home-office')).toBe('Home Office');
    expect(roomTypeLabel('  my boat cabin ')).toBe('my boat cabin');
  });

  it('contains the spec furniture items with real-world sizes', () => {
    for (const id of [
      'modern-sofa',
      'sectional-sofa',
      'armchair',
      'coffee-table',
      'floor-lamp',
      'bookshelf',
    ]) {
      const item = findFurnitureItem(id);
      expect(item, id).toBeDefined();
      expect(['seating', 'tables', 'lighting', 'storage']).toContain(item?.category);
    }
    for (const item of furnitureCatalogue) expect(item.widthCm * item.heightCm).toBeGreaterThan(0);
    expect(furnitureForRoomType('bedroom').map((item) => item.id)).toContain('double-bed');
  });
});

describe('outdoor palettes (exteriors and gardens)', () => {
  it('give every style a facade, trim, door and roof, and a lawn, paving and planting', () => {
    for (const id of styleIds) {
      const palette = outdoorPalettes[id];
      expect(palette.facade.length, id).toBeGreaterThanOrEqual(2);
      for (const colour of [...palette.facade, palette.trim, palette.door, palette.roof, palette.lawn])
        expect(colour.hex, `${id} ${colour.name}`).toMatch(hex);
      expect(palette.paving.length, id).toBeGreaterThanOrEqual(1);
      // The engine lays the material a paving name stands for: every name says one.
      for (const paving of palette.paving)
        expect(paving.name, id).toMatch(/\b(paving|tile|stone|concrete|gravel)\b/i);
      expect(palette.planting.length, id).toBeGreaterThan(10);
      // Ideas show each swatch once by name: two parts with one name would lose one of them.
      const names = [
        ...palette.facade,
        palette.trim,
        palette.door,
        palette.roof,
        palette.lawn,
        ...palette.paving,
      ].map((colour) => colour.name);
      expect(new Set(names).size, id).toBe(names.length);
    }
  });

  it('offers outdoors only catalogue styles that name a way of building', () => {
    for (const style of outdoorDesignStyles) expect(designStyles).toContain(style);
    expect(outdoorDesignStyles).toContain('farmhouse');
    expect(outdoorDesignStyles).not.toContain('glam');
  });
});
