import { describe, expect, it } from 'vitest';
import { protectNeighbours } from './neighbour-houses';

const side = 40;
const [sky, building, neighbour] = [3, 2, 35];

function fill(labels: Uint8Array, x0: number, x1: number, y0: number, y1: number, label: number) {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) labels[y * side + x] = label;
}

describe('neighbours’ houses', () => {
  it('protects a small house standing beside the owner’s, not a piece of the owner’s seen past a tree', () => {
    const labels = new Uint8Array(side * side).fill(sky);
    fill(labels, 12, 34, 10, 30, building); // the owner's house...
    fill(labels, 20, 23, 10, 30, 5); // ...split in two by a tree in front of it
    fill(labels, 0, 6, 20, 28, building); // a neighbour at the left edge
    fill(labels, 14, 18, 32, 36, building); // a porch below the house's smaller half, past a hedge
    protectNeighbours(labels, side, new Set([building]), neighbour);
    expect(labels[24 * side + 2]).toBe(neighbour);
    expect(labels[20 * side + 15]).toBe(building);
    expect(labels[34 * side + 15]).toBe(building);
  });

  it('keeps houses that touch as one: nothing is protected without a gap between them', () => {
    const labels = new Uint8Array(side * side).fill(sky);
    fill(labels, 10, 34, 10, 30, building);
    fill(labels, 2, 10, 20, 30, building);
    protectNeighbours(labels, side, new Set([building]), neighbour);
    expect(labels.includes(neighbour)).toBe(false);
  });
});
