import { describe, expect, it } from 'vitest';
import { findColourInText, parseEditPrompt } from './edit-grammar';

describe('edit grammar', () => {
  it('understands colours, materials and light, phrase by phrase', () => {
    const { operations, feedback } = parseEditPrompt(
      'Paint the walls sage green, dark oak floor and make it brighter',
      { hasMask: false },
    );
    expect(feedback.notUnderstood).toEqual([]);
    expect(operations).toEqual([
      expect.objectContaining({ kind: 'recolour', target: 'wall', name: 'sage green' }),
      expect.objectContaining({ kind: 'recolour', target: 'floor', name: 'dark oak' }),
      expect.objectContaining({ kind: 'grade', brightness: 0.4 }),
    ]);
    expect(feedback.understood.map((u) => u.applied)).toEqual([
      'walls → sage green (#9caf88)',
      'floor → dark oak tone (#5e4330)',
      'light → brighter',
    ]);
  });

  it('reads warmer light, intensity words and the surface named', () => {
    const warmer = parseEditPrompt('much warmer light', { hasMask: false }).operations[0];
    const slightly = parseEditPrompt('slightly warmer', { hasMask: false }).operations[0];
    expect(warmer).toMatchObject({ kind: 'grade' });
    expect(slightly).toMatchObject({ kind: 'grade' });
    if (warmer?.kind === 'grade' && slightly?.kind === 'grade')
      expect(warmer.warmth).toBeGreaterThan(slightly.warmth);
    expect(parseEditPrompt('paint the floor white', { hasMask: false }).operations[0]).toMatchObject({
      target: 'floor',
    });
    expect(parseEditPrompt('make the walls darker', { hasMask: false }).operations[0]).toMatchObject({
      kind: 'lightness',
      target: 'wall',
    });
    expect(parseEditPrompt('a navy sofa', { hasMask: false }).operations[0]).toMatchObject({
      target: 'textiles',
      name: 'navy',
    });
  });

  it('colours the painted area when a mask is given and no surface is named', () => {
    expect(parseEditPrompt('make it terracotta', { hasMask: true }).operations[0]).toMatchObject({
      target: 'selection',
    });
  });

  it('explains what it cannot do instead of guessing', () => {
    const { operations, feedback } = parseEditPrompt(
      'remove the boxes; add a sofa; exposed brick wallpaper; frobnicate',
      { hasMask: false },
    );
    expect(operations).toEqual([]);
    expect(feedback.notUnderstood.map((n) => n.reason)).toEqual([
      expect.stringMatching(/Declutter/),
      expect.stringMatching(/Compose/),
      expect.stringMatching(/textures/),
      expect.stringMatching(/Not understood/),
    ]);
  });

  it('applies a style by name with its palette and light', () => {
    const { operations, feedback } = parseEditPrompt('make it scandinavian', { hasMask: false });
    expect(operations.map((o) => o.kind)).toEqual(['recolour', 'recolour', 'grade']);
    expect(feedback.understood[0]!.applied).toMatch(/Scandinavian palette/);
  });

  it('finds colours with modifiers and hex codes', () => {
    expect(findColourInText('pale sage green please')?.name).toBe('pale sage green');
    expect(findColourInText('use #123abc')).toEqual({ name: '#123abc', hex: '#123abc' });
    expect(findColourInText('dark grey walls')?.name).toBe('dark grey');
    expect(findColourInText('nothing here')).toBeNull();
  });
});
