import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sharingMessages, type Project, type PublicShare, type Share } from '@roomcraft/contracts/sharing';
import { apiError, json, makeSession, renderApp, signedOutResponse } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const token = 'abcdefghijklmnopqrstuvwx';
const publicShare: PublicShare = {
  shareId: token,
  kind: 'design',
  title: 'Warm Nordic calm',
  notes: null,
  expiresAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  designs: [
    {
      title: 'Warm Nordic calm',
      description: 'Light oak and soft whites.',
      style: 'Scandinavian',
      roomType: 'living-room',
      palette: [{ name: 'Sage', hex: '#8fa58a' }],
      isVirtuallyStaged: true,
      beforeImageUrl: `/api/public/shares/${token}/images/0`,
      afterImageUrl: `/api/public/shares/${token}/images/1`,
    },
  ],
};

const share: Share = {
  id: '0b6f1a52-8f3c-4c86-9d1c-3e4f5a6b7c8d',
  shareId: token,
  kind: 'design',
  title: 'Warm Nordic calm',
  path: `/share/${token}`,
  targetPath: '/design/d1',
  status: 'active',
  viewCount: 3,
  lastViewedAt: null,
  expiresAt: null,
  revokedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('sharing pages', () => {
  it('a visitor sees the shared design with its compare slider, style, palette and the staged mark; one view is counted', async () => {
    const views = vi.fn(() => new Response(null, { status: 204 }));
    renderApp(`/share/${token}`, {
      '/api/me': signedOutResponse,
      [`/api/public/shares/${token}`]: () => json(200, publicShare),
      [`/api/public/shares/${token}/views`]: views,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warm Nordic calm' })).toBeInTheDocument();
    expect(screen.getByTestId('comparison-slider')).toBeInTheDocument();
    expect(screen.getByText(sharingMessages.virtuallyStaged)).toBeInTheDocument();
    expect(screen.getByText('Scandinavian')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Colour palette' })).toHaveTextContent('Sage');
    await waitFor(() => expect(views).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['share.revoked', 410, 'This link was revoked', sharingMessages.revoked],
    ['share.expired', 410, 'This link has expired', sharingMessages.expired],
    ['share.not_found', 404, 'This link does not exist', sharingMessages.notFound],
  ])('a %s link says so', async (code, status, heading, message) => {
    renderApp(`/share/${token}`, {
      '/api/me': signedOutResponse,
      [`/api/public/shares/${token}`]: () => apiError(status, code, message),
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByTestId('comparison-slider')).not.toBeInTheDocument();
  });

  it('Shared Rooms lists my links with views and revokes one', async () => {
    const user = userEvent.setup();
    const revoke = vi.fn(() => json(200, { ...share, status: 'revoked' }));
    renderApp('/shared-rooms', {
      '/api/me': () => json(200, makeSession()),
      '/api/shares': () =>
        json(200, { shares: [share], sharedWithMe: [], activeCount: 1, maxShareLinks: 50 }),
      [`/api/shares/${share.id}`]: revoke,
    });
    expect(await screen.findByText('Warm Nordic calm')).toBeInTheDocument();
    expect(screen.getByText(/3 views/)).toBeInTheDocument();
    expect(screen.getByText(/1 of 50 active links used/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke link to Warm Nordic calm' }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE' })));
    expect(await screen.findByText(sharingMessages.shareRevoked)).toBeInTheDocument();
  });

  it('/share-demo shows an example shared page without any API call for it', async () => {
    renderApp('/share-demo', { '/api/me': signedOutResponse });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scandinavian living room' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('comparison-slider')).toBeInTheDocument();
  });

  it('a project board shows a floor plan and a cost estimate as cards that open their pages', async () => {
    const projectId = '3f1c2b7a-5d4e-4f6a-8b9c-0d1e2f3a4b5c';
    const item = {
      position: 0,
      thumbnailUrl: null,
      totalCents: null,
      addedAt: '2026-11-01T00:00:00.000Z',
    };
    const project: Project = {
      access: 'owner',
      id: projectId,
      name: 'Whole house',
      notes: '',
      coverItemId: null,
      itemCount: 2,
      coverImageUrl: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      items: [
        {
          ...item,
          id: 'i1',
          kind: 'floor_plan',
          itemId: 'fp1',
          title: 'Ground floor',
          href: '/floor-plans/fp1',
        },
        {
          ...item,
          id: 'i2',
          kind: 'cost_estimation',
          itemId: 'ce1',
          title: 'Kitchen estimate',
          href: '/cost-estimations/ce1',
          position: 1,
          totalCents: 1_234_500,
        },
      ],
    };
    renderApp(`/projects/${projectId}`, {
      '/api/me': () => json(200, makeSession()),
      [`/api/projects/${projectId}`]: () => json(200, project),
      '/api/projects': () => json(200, { projects: [], maxProjectCount: 10 }),
    });
    const cards = await screen.findAllByTestId('project-item');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Ground floor');
    expect(cards[0]).toHaveTextContent('Floor plan');
    expect(cards[0]!.querySelector('a')).toHaveAttribute('href', '/floor-plans/fp1');
    expect(cards[1]).toHaveTextContent('Kitchen estimate');
    expect(cards[1]).toHaveTextContent('Cost estimate · $12,345');
    expect(cards[1]!.querySelector('a')).toHaveAttribute('href', '/cost-estimations/ce1');
  });
});
