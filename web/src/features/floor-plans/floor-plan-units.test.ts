import { afterEach, describe, expect, it } from 'vitest';
import { formatArea, readAreaUnit, saveAreaUnit } from './floor-plan-scene';

describe('floor-plan area unit preference', () => {
  afterEach(() => localStorage.clear());

  it('starts in m² and remembers ft² once the user chose it', () => {
    expect(readAreaUnit()).toBe('m2');
    saveAreaUnit('ft2');
    expect(readAreaUnit()).toBe('ft2');
    expect(formatArea(10, readAreaUnit())).toBe('108 ft²');
    saveAreaUnit('m2');
    expect(formatArea(10, readAreaUnit())).toBe('10.0 m²');
  });

  it('falls back to m² when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveAreaUnit('ft2', refusing)).not.toThrow();
    expect(readAreaUnit(refusing)).toBe('m2');
  });
});
