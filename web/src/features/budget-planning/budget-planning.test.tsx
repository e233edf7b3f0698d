import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CostEstimate, CostProjectInput } from '@roomcraft/contracts/cost-estimation';
import { json, makeSession, renderApp, signedOutResponse } from '@/test/render-app';

const tierFactor = { budget: 1, 'mid-range': 2, luxury: 4 } as const;

/** A preview answer: each scope item costs $5,000 times the tier's factor, in the order sent. */
function estimateFor(project: CostProjectInput): CostEstimate {
  const each = 500_000 * tierFactor[project.finishTier];
  const lineItems = project.scope.map((item, index) => ({
    id: `${index + 1}-${item.kind}`,
    kind: item.kind,
    description: `Line ${index + 1}: ${item.kind}`,
    quantity: 1,
    unit: 'each',
    unitCostCents: { low: each, typical: each, high: each },
    totalCents: { low: each, typical: each, high: each },
    materialCents: null,
    labourCents: null,
    sourceIds: ['s1'],
  }));
  const total = each * lineItems.length;
  return {
    currency: 'USD',
    roomType: project.roomType,
    finishTier: project.finishTier,
    priceYear: project.priceYear,
    floorAreaSqFt: 150,
    contractor: 'trades-direct',
    regionFactor: 1,
    lineItems,
    totalCents: total,
    rangeCents: { low: total, high: total },
    assumptions: ['Default floor area for a kitchen.'],
    sources: [],
  };
}

function renderPlanner(planType: string | null, path = '/budget-planning', extra = {}) {
  const previews: CostProjectInput[] = [];
  const view = renderApp(path, {
    ...extra,
    '/api/me': () => json(200, makeSession()),
    '/api/plan': () => json(200, { planType, subscriptionDetails: null }),
    '/api/cost-estimations/preview': (init) => {
      const project = JSON.parse(String(init?.body)) as CostProjectInput;
      previews.push(project);
      return json(200, estimateFor(project));
    },
  });
  return { ...view, previews };
}

const slow = { timeout: 4000 };
const summary = () => within(screen.getByRole('region', { name: 'What your budget covers' }));

describe('/budget-planning', { timeout: 30_000 }, () => {
  it('prices the list live: total, what fits in order, over or left, tier swap', async () => {
    const { previews } = renderPlanner('professional');
    expect(await screen.findByRole('heading', { name: 'Budget planning', level: 1 })).toBeInTheDocument();
    // Kitchen starts with 5 items; mid-range: 5 x $10,000 = $50,000 against $25,000.
    await waitFor(() => expect(screen.getByTestId('budget-total')).toHaveTextContent('$50,000'), slow);
    expect(summary().getByText('$25,000 over budget')).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Line items in priority order' });
    expect(within(lines).getAllByText('Fits')).toHaveLength(2);
    expect(within(lines).getAllByText('Over budget')).toHaveLength(3);
    expect(
      screen.getByRole('img', { name: 'Total $50,000 against a budget of $25,000' }),
    ).toBeInTheDocument();
    expect(previews.every((p) => p.scope.length === 5 && p.roomType === 'kitchen')).toBe(true);

    // Swap the whole project to the budget tier: $25,000, exactly the budget.
    const budgetTier = screen.getByRole('radio', { name: /^Budget/ });
    expect(budgetTier).toHaveTextContent('$25,000 (−$25,000) · within budget');
    fireEvent.click(budgetTier);
    await waitFor(() => expect(screen.getByTestId('budget-total')).toHaveTextContent('$25,000'), slow);
    expect(summary().getByText('$0 left in your budget')).toBeInTheDocument();

    // A bigger budget leaves money over; switching an item off prices the rest.
    fireEvent.change(screen.getByLabelText('Your budget (USD)'), { target: { value: '$30,000' } });
    expect(await summary().findByText('$5,000 left in your budget')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    await waitFor(() => expect(screen.getByTestId('budget-total')).toHaveTextContent('$20,000'), slow);
    expect(summary().getByText('$10,000 left in your budget')).toBeInTheDocument();
    expect(previews.at(-1)?.scope).toHaveLength(4);
  });

  it('moving an item up changes its place in the priced order', async () => {
    const { previews } = renderPlanner('business');
    await waitFor(() => expect(screen.getByTestId('budget-total')).toHaveTextContent('$50,000'), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Move Paint the walls up' }));
    await waitFor(() => expect(previews.at(-1)?.scope[2]?.kind).toBe('paint-walls'), slow);
  });

  it("starts from an estimate's project with ?from=<id>", async () => {
    const id = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
    const project = {
      roomType: 'bathroom',
      floorArea: { value: 6, unit: 'm2' },
      finishTier: 'luxury',
      region: { country: 'US', state: 'TX' },
      priceYear: 2025,
      scope: [{ kind: 'paint-walls' }, { kind: 'plumbing-fixture', fixture: 'toilet', quantity: 2 }],
    } as const;
    const estimation = {
      id,
      roomImageId: null,
      roomThumbnailUrl: null,
      version: 'v1',
      status: 'completed',
      progress: 100,
      currentStep: 'done',
      message: 'Cost analysis complete',
      error: null,
      project,
      estimate: null,
      alternatives: [],
      totalCost: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      completedAt: '2026-01-01T00:00:01.000Z',
    };
    const { previews } = renderPlanner('professional', `/budget-planning?from=${id}`, {
      [`/api/cost-estimations/${id}`]: () => json(200, estimation),
    });
    // Luxury: 2 items x $20,000.
    await waitFor(() => expect(screen.getByTestId('budget-total')).toHaveTextContent('$40,000'), slow);
    const sent = previews.find((p) => p.finishTier === 'luxury');
    expect(sent).toMatchObject({
      roomType: 'bathroom',
      floorArea: project.floorArea,
      region: project.region,
    });
    expect(sent?.scope).toEqual(project.scope);
    expect(screen.getByLabelText('State or ZIP code (optional)')).toHaveValue('TX');
  });

  it('shows the Professional upgrade notice, and prices nothing, without the plan', async () => {
    const { previews } = renderPlanner(null);
    expect(
      await screen.findByText('Cost estimation is available on the Professional plan and above.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(previews).toEqual([]);
  });

  it('asks a visitor to sign in', async () => {
    renderApp('/budget-planning', { '/api/me': () => signedOutResponse() });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbudget-planning',
    );
  });
  it('gives one item its own tier: the live total and that line change, the rest stay', async () => {
    renderPlanner('professional');
    await waitFor(() => expect(screen.getByTestId('budget-total')).toHaveTextContent('$50,000'), slow);
    const tier = screen.getByRole('combobox', { name: /^Tier for .*cabinet/i });
    expect(tier).toHaveValue('');
    fireEvent.change(tier, { target: { value: 'luxury' } });
    // Cabinets at luxury ($20,000) and four items at mid-range ($10,000 each).
    await waitFor(() => expect(screen.getByTestId('budget-total')).toHaveTextContent('$60,000'), slow);
    const lines = within(screen.getByRole('list', { name: 'Line items in priority order' }));
    expect(lines.getByText('Line 1: cabinets · Luxury')).toBeInTheDocument();
    expect(lines.getByText('Line 2: countertops')).toBeInTheDocument();
    expect(screen.getByText(/some items at their own tier/)).toBeInTheDocument();

    // A budget item at the budget tier brings the total down; a whole-project swap resets both.
    fireEvent.change(screen.getByRole('combobox', { name: /^Tier for .*paint/i }), {
      target: { value: 'budget' },
    });
    await waitFor(() => expect(screen.getByTestId('budget-total')).toHaveTextContent('$55,000'), slow);
    fireEvent.click(screen.getByRole('radio', { name: /^Luxury/ }));
    await waitFor(() => expect(screen.getByTestId('budget-total')).toHaveTextContent('$100,000'), slow);
    expect(screen.getByRole('combobox', { name: /^Tier for .*cabinet/i })).toHaveValue('');
  });
});
