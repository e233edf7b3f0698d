import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { furnitureCatalogue } from '@roomcraft/contracts/catalogue/furniture';
import { makeRoomImage } from '@/features/studio/studio.test-support';
import { json, makeSession, renderApp } from '@/test/render-app';
import { TurnPreview, turnedBoxFaces } from './components/turn-preview';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const sofa = furnitureCatalogue.find((item) => item.shape === 'sofa')!;

const spanX = (points: Array<[number, number]>) =>
  Math.max(...points.map(([x]) => x)) - Math.min(...points.map(([x]) => x));
const centreX = (points: Array<[number, number]>) => points.reduce((sum, [x]) => sum + x, 0) / points.length;

describe('the compose turn preview', () => {
  it('shows the piece facing the camera unturned, its side at a quarter turn and its back at a half turn', () => {
    const straight = turnedBoxFaces(sofa, 0);
    const front = straight.find((face) => face.kind === 'front')!;
    // Unturned: the front is the only side seen, as wide as the sofa.
    expect(straight.filter((face) => face.kind !== 'top')).toHaveLength(1);
    expect(spanX(front.points)).toBeCloseTo(sofa.widthCm / 100, 5);
    // A quarter turn: the front is edge-on, a side as deep as the sofa shows instead.
    const quarter = turnedBoxFaces(sofa, 90);
    expect(quarter.some((face) => face.kind === 'front')).toBe(false);
    const side = quarter.find((face) => face.kind === 'side')!;
    expect(spanX(side.points)).toBeCloseTo(sofa.depthCm / 100, 5);
    // Half a turn: the back is seen, not the front.
    expect(turnedBoxFaces(sofa, 180).some((face) => face.kind === 'front')).toBe(false);
  });

  it("turns the way the engine does: a positive turn brings the piece's right side forward, so its front faces left", () => {
    const right = turnedBoxFaces(sofa, 45);
    const left = turnedBoxFaces(sofa, -45);
    const frontOf = (faces: typeof right) => faces.find((face) => face.kind === 'front')!;
    const topOf = (faces: typeof right) => faces.find((face) => face.kind === 'top')!;
    expect(centreX(frontOf(right).points)).toBeLessThan(centreX(topOf(right).points));
    expect(centreX(frontOf(left).points)).toBeGreaterThan(centreX(topOf(left).points));
  });

  it('names the piece and its turn for screen readers', () => {
    render(<TurnPreview item={sofa} rotation={-30} />);
    expect(screen.getByRole('img', { name: `${sofa.name}, rotated -30°` })).toBeInTheDocument();
  });
});

describe('the compose page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('roomcraft.low-credit-dismissed-at', String(Date.now()));
  });

  it('redraws the placed piece at the turn chosen with the Turn slider', async () => {
    renderApp('/compose?room=room1', {
      '/api/me': () => json(200, makeSession()),
      '/api/rooms/room1': () => json(200, makeRoomImage({ _id: 'room1' })),
      '/api/credits': () => json(200, { freeCredits: 0, premiumCredits: 10, totalCredits: 10 }),
    });
    const catalogue = await screen.findByTestId('furniture-catalogue', {}, { timeout: 15_000 });
    fireEvent.click(within(catalogue).getByRole('button', { name: new RegExp(sofa.name) }));
    const placed = await screen.findByTestId('placed-item');
    expect(within(placed).getByRole('img', { name: `${sofa.name}, rotated 0°` })).toBeInTheDocument();
    // The button itself is no longer spun in the screen plane.
    expect(placed.style.transform).not.toContain('rotate');
    fireEvent.change(screen.getByRole('slider', { name: /Turn/ }), { target: { value: '90' } });
    expect(within(placed).getByRole('img', { name: `${sofa.name}, rotated 90°` })).toBeInTheDocument();
    expect(within(placed).queryByTestId('turn-preview')?.querySelector('[data-face="front"]')).toBeNull();
    expect(screen.getByText('90°')).toBeInTheDocument();
  });
});
