import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CostEstimate } from '@roomcraft/contracts/cost-estimation';
import type { CostEstimation } from '@roomcraft/contracts/cost-estimation-api';
import { json, makeSession, renderApp } from '@/test/render-app';
import { compareEstimates } from './cost-estimation.models';

const ids = {
  base: '11111111-1111-4111-8111-111111111111',
  sameRoom: '22222222-2222-4222-8222-222222222222',
  otherRoom: '33333333-3333-4333-8333-333333333333',
  running: '44444444-4444-4444-8444-444444444444',
  photo: '55555555-5555-4555-8555-555555555555',
};

const scope = [{ kind: 'paint-walls' as const }];

const line = (description: string, dollars: number, kind = 'flooring') => ({
  id: `1-${description}`,
  kind,
  description,
  quantity: 1,
  unit: 'each',
  unitCostCents: { low: dollars * 80, typical: dollars * 100, high: dollars * 120 },
  totalCents: { low: dollars * 80, typical: dollars * 100, high: dollars * 120 },
  materialCents: null,
  labourCents: null,
  sourceIds: ['s1'],
});

function estimate(finishTier: CostEstimate['finishTier'], lines: ReturnType<typeof line>[]): CostEstimate {
  const total = lines.reduce((sum, l) => sum + l.totalCents.typical, 0);
  return {
    currency: 'USD',
    roomType: 'kitchen',
    finishTier,
    priceYear: 2025,
    floorAreaSqFt: 200,
    contractor: 'trades-direct',
    regionFactor: 1,
    lineItems: lines,
    totalCents: total,
    rangeCents: { low: Math.round(total * 0.8), high: Math.round(total * 1.2) },
    assumptions: [],
    sources: [],
  };
}

function estimation(
  id: string,
  finishTier: CostEstimate['finishTier'],
  lines: ReturnType<typeof line>[],
  extra: Partial<CostEstimation> = {},
): CostEstimation {
  const est = estimate(finishTier, lines);
  return {
    id,
    roomImageId: ids.photo,
    roomThumbnailUrl: null,
    version: 'v1',
    status: 'completed',
    progress: 100,
    currentStep: 'done',
    message: 'Done',
    error: null,
    project: { roomType: 'kitchen', finishTier, priceYear: 2025, region: { country: 'US' }, scope },
    estimate: est,
    alternatives: [],
    totalCost: est.totalCents,
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: '2026-11-20T10:00:01.000Z',
    ...extra,
  } as CostEstimation;
}

const base = estimation(ids.base, 'mid-range', [
  line('Laminate countertop, installed', 3000, 'countertops'),
  line('Luxury vinyl plank flooring, installed', 1700),
  line('Paint walls (two coats, standard paint)', 900, 'paint-walls'),
]);
const sameRoom = estimation(ids.sameRoom, 'luxury', [
  line('Granite countertop, installed', 7000, 'countertops'),
  line('Luxury vinyl plank flooring, installed', 2200),
  line('Paint walls (two coats, standard paint)', 900, 'paint-walls'),
]);
const otherRoom = estimation(ids.otherRoom, 'budget', [line('Carpet and pad, installed', 800)], {
  roomImageId: null,
  project: {
    roomType: 'bedroom',
    finishTier: 'budget',
    priceYear: 2025,
    region: { country: 'US' },
    scope,
  },
});
const running = estimation(ids.running, 'mid-range', [], { status: 'processing', estimate: null });

function renderEstimate(path: string) {
  return renderApp(path, {
    '/api/me': () => json(200, makeSession()),
    '/api/plan': () => json(200, { planType: 'professional', subscriptionDetails: null }),
    '/api/cost-estimations': () => json(200, { costEstimations: [running, otherRoom, sameRoom, base] }),
    [`/api/cost-estimations/${ids.base}`]: () => json(200, base),
    [`/api/cost-estimations/${ids.sameRoom}`]: () => json(200, sameRoom),
    [`/api/cost-estimations/${ids.otherRoom}`]: () => json(200, otherRoom),
  });
}

/** The page loads lazily and the list and the other estimate arrive one after another: allow for a busy machine. */
const slow = { timeout: 5000 };

describe('comparing two estimates', { timeout: 30_000 }, () => {
  it('lines up the items of both, largest difference first, lines in one estimate only at zero', () => {
    const { lines, totalDiffCents } = compareEstimates(base.estimate!, sameRoom.estimate!);
    expect(totalDiffCents).toBe((10_100 - 5_600) * 100);
    expect(lines.map((l) => [l.label, l.baseCents / 100, l.otherCents / 100, l.diffCents / 100])).toEqual([
      ['Granite countertop, installed', 0, 7000, 7000],
      ['Laminate countertop, installed', 3000, 0, -3000],
      ['Luxury vinyl plank flooring, installed', 1700, 2200, 500],
      ['Paint walls (two coats, standard paint)', 900, 900, 0],
    ]);
  });

  it('compares percent lines by what they are, not by their rate', () => {
    const markup = (rate: string, dollars: number) =>
      line(
        `Full-service remodeler markup on job cost (overhead and profit) (${rate} % of the work)`,
        dollars,
      );
    const { lines } = compareEstimates(
      estimate('mid-range', [markup('58.5', 500)]),
      estimate('luxury', [markup('62.8', 700)]),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.diffCents).toBe(200 * 100);
  });

  it('picks another finished estimate of the same room and shows both side by side', async () => {
    renderEstimate(`/cost-estimations/${ids.base}`);
    const picker = await screen.findByRole('combobox', { name: 'Compare with another estimate' }, slow);
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3), slow);
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Same photo first; the running estimate and this one are not offered.
    expect(options[1]).toMatch(/^Same room: kitchen · luxury · .* · \$10,100$/);
    expect(options[2]).toMatch(/^bedroom · budget · .* · \$800$/);

    fireEvent.change(picker, { target: { value: ids.sameRoom } });
    const section = within(await screen.findByRole('region', { name: 'Side by side' }, slow));
    expect(section.getAllByText('$5,600').length).toBeGreaterThan(0);
    expect(section.getByText('Range $4,480 – $6,720')).toBeInTheDocument();
    expect(section.getByText('Range $8,080 – $12,120')).toBeInTheDocument();
    expect(screen.getByTestId('compare-difference')).toHaveTextContent(
      'The other estimate costs $4,500 more (typical total).',
    );
    const rows = section.getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toBe('Granite countertop, installed—$7,000+$7,000');
    expect(rows[2]).toBe('Laminate countertop, installed$3,000—−$3,000');
    expect(rows.at(-1)).toBe('Total$5,600$10,100+$4,500');
  });

  it('opens straight on a comparison from the address, and says when the other one costs less', async () => {
    renderEstimate(`/cost-estimations/${ids.base}?compare=${ids.otherRoom}`);
    expect(await screen.findByRole('region', { name: 'Side by side' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('compare-difference')).toHaveTextContent(
      'The other estimate costs $4,800 less (typical total).',
    );
    expect(screen.getByRole('combobox', { name: 'Compare with another estimate' })).toHaveValue(
      ids.otherRoom,
    );
  });
});
