import { randomBytes } from 'node:crypto';
import { pathOf } from '@roomcraft/contracts/api-routes';
import {
  sharePagePath,
  projectSharePagePath,
  sharingLimits,
  sharingRoutes,
  type PublicDesign,
  type Share,
  type ShareStatus,
} from '@roomcraft/contracts/sharing';
import type { SharedDesignSnapshot, ShareLinkRow } from './sharing.table';

/** A fresh share token: `tokenBytes` random bytes as base64url (144 bits, 24 characters). */
export const newShareToken = () => randomBytes(sharingLimits.tokenBytes).toString('base64url');

export function shareStatusOf(share: Pick<ShareLinkRow, 'revokedAt' | 'expiresAt'>, now: Date): ShareStatus {
  if (share.revokedAt) return 'revoked';
  if (share.expiresAt && share.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Whether a count is within a plan limit (-1 is unlimited). */
export const isWithinLimit = ({ used, max }: { used: number; max: number }) => max < 0 || used < max;

export function pagePathOf(share: Pick<ShareLinkRow, 'kind' | 'token'>): string {
  return share.kind === 'project' ? projectSharePagePath(share.token) : sharePagePath(share.token);
}

function targetPathOf(share: ShareLinkRow): string {
  if (share.kind === 'project') return `/projects/${share.projectId ?? ''}`;
  if (share.kind === 'ideation') return `/ideations/${share.ideationRequestId ?? ''}`;
  return `/design/${share.roomImageId ?? ''}`;
}

export function toShareDto(share: ShareLinkRow, now: Date): Share {
  return {
    id: share.id,
    shareId: share.token,
    kind: share.kind,
    title: share.title,
    path: pagePathOf(share),
    targetPath: targetPathOf(share),
    status: shareStatusOf(share, now),
    viewCount: share.viewCount,
    lastViewedAt: share.lastViewedAt?.toISOString() ?? null,
    expiresAt: share.expiresAt?.toISOString() ?? null,
    revokedAt: share.revokedAt?.toISOString() ?? null,
    createdAt: share.createdAt.toISOString(),
  };
}

/**
 * The storage key behind image `n` of a shared page: designs in order, before then after
 * (`2i` before, `2i + 1` after). Undefined when there is no such image.
 */
export function imageKeyAt(designs: readonly SharedDesignSnapshot[], n: number): string | undefined {
  const design = designs[Math.floor(n / 2)];
  if (!design) return undefined;
  return (n % 2 === 0 ? design.beforeKey : design.afterKey) ?? undefined;
}

/** A design as the public page shows it: images through the share's token, never storage keys. */
export function toPublicDesigns(token: string, designs: readonly SharedDesignSnapshot[]): PublicDesign[] {
  return designs.map((design, i) => ({
    title: design.title,
    description: design.description,
    style: design.style,
    roomType: design.roomType,
    palette: design.palette.slice(0, 6).map(({ name, hex }) => ({ name, hex })),
    isVirtuallyStaged: design.isVirtuallyStaged,
    beforeImageUrl: pathOf(sharingRoutes.publicShareImage, { token, n: String(2 * i) }),
    afterImageUrl: design.afterKey
      ? pathOf(sharingRoutes.publicShareImage, { token, n: String(2 * i + 1) })
      : null,
  }));
}

export const expiryFrom = ({ now, days }: { now: Date; days: number | null | undefined }) =>
  days ? new Date(now.getTime() + days * 24 * 60 * 60 * 1000) : null;

/** Escapes text for an HTML attribute or text node (the Open Graph tags of a shared page). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
