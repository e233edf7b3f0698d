import { describe, expect, it } from 'vitest';
import { composePrompt } from '../prompts';
import { turnedWords, where } from './provider-images';

describe('compose prompt words', () => {
  it('says a turned item is turned, and says nothing for one facing the camera', () => {
    expect(turnedWords(undefined)).toBe('');
    expect(turnedWords(0)).toBe('');
    expect(turnedWords(90)).toBe(', turned 90° to the left');
    expect(turnedWords(-45)).toBe(', turned 45° to the right');
    expect(turnedWords(180)).toBe(', turned 180° to face away from the camera');
    expect(
      composePrompt([{ name: 'Modern Sofa', where: `${where(0.5, 0.85)}${turnedWords(90)}` }], 'Modern'),
    ).toContain('a modern sofa in the middle, near the camera, turned 90° to the left.');
  });
});
