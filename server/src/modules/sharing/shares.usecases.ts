import type { Features } from '@roomcraft/contracts/billing';
import {
  sharingTopics,
  type CreateShareRequest,
  type PublicShare,
  type Share,
  type ShareListResponse,
} from '@roomcraft/contracts/sharing';
import { logActivity, type ActivityRepository } from '../accounts';
import type { EventBus } from '../events';
import type { IdeasRepository, IdeationRepository, RoomImagesRepository } from '../studio';
import {
  createNotShareableError,
  createProjectNotFoundError,
  createShareExpiredError,
  createShareLimitReachedError,
  createShareNotFoundError,
  createShareRevokedError,
  createSharingNotInPlanError,
} from './sharing.errors';
import {
  expiryFrom,
  imageKeyAt,
  isWithinLimit,
  newShareToken,
  shareStatusOf,
  toPublicDesigns,
  toShareDto,
} from './sharing.models';
import type { SharingRepository } from './sharing.repository';
import type { SharedDesignSnapshot, ShareLinkRow } from './sharing.table';

/** The studio reads sharing needs; every one is scoped to the owner's id. */
export interface StudioReaders {
  roomsRepository: RoomImagesRepository;
  ideasRepository: IdeasRepository;
  ideationRepository: IdeationRepository;
}

type RoomRow = NonNullable<Awaited<ReturnType<RoomImagesRepository['findForUser']>>['roomImage']>;

/** A room image's public fields; palette and style from the idea it was made from, when there is one. */
export async function snapshotRoom({
  userId,
  room,
  ideasRepository,
}: {
  userId: string;
  room: RoomRow;
  ideasRepository: IdeasRepository;
}): Promise<SharedDesignSnapshot> {
  const { idea } = await ideasRepository.findByRoomImage({ userId, roomImageId: room.id });
  const design = idea?.design;
  return {
    title: room.title || design?.title || 'Untitled design',
    description: room.description || design?.description || '',
    style: room.style ?? design?.style ?? null,
    roomType: room.roomType,
    palette: (design?.colorPalette ?? []).map(({ name, hex }) => ({ name, hex })),
    isVirtuallyStaged: room.mode === 'virtual-staging',
    beforeKey: room.originalKey,
    afterKey: room.generatedKey,
  };
}

async function resolveTarget({
  userId,
  input,
  sharingRepository,
  roomsRepository,
  ideasRepository,
  ideationRepository,
}: { userId: string; input: CreateShareRequest; sharingRepository: SharingRepository } & StudioReaders) {
  if (input.kind === 'design') {
    const { roomImage: room } = await roomsRepository.findForUser({ userId, id: input.roomImageId });
    if (!room) throw createShareNotFoundError();
    if (room.status !== 'completed' && room.status !== 'uploaded') throw createNotShareableError();
    const snapshot = await snapshotRoom({ userId, room, ideasRepository });
    return { title: snapshot.title, designs: [snapshot], roomImageId: room.id };
  }
  if (input.kind === 'ideation') {
    const { request } = await ideationRepository.findForUser({ userId, id: input.ideationRequestId });
    if (!request) throw createShareNotFoundError();
    const { ideas } = await ideasRepository.listForRequest({ ideationRequestId: request.id });
    const designs: SharedDesignSnapshot[] = ideas
      .filter((idea) => idea.status === 'completed' && idea.generatedKey)
      .map((idea) => ({
        title: idea.design.title,
        description: idea.design.description,
        style: idea.design.style,
        roomType: request.roomType,
        palette: idea.design.colorPalette.map(({ name, hex }) => ({ name, hex })),
        isVirtuallyStaged: false,
        beforeKey: request.sourceKey,
        afterKey: idea.generatedKey,
      }));
    if (designs.length === 0) throw createNotShareableError();
    const title = `${request.designStyle} ${request.roomType} ideas`;
    return { title, designs, ideationRequestId: request.id };
  }
  const { project } = await sharingRepository.findProjectForUser({ userId, id: input.projectId });
  if (!project) throw createProjectNotFoundError();
  return { title: project.name, designs: [], projectId: project.id };
}

/** Makes a share link; the plan must allow sharing and have room under `maxShareLinks`. */
export async function createShare({
  userId,
  input,
  features,
  userAgent,
  now = new Date(),
  sharingRepository,
  activityRepository,
  events,
  ...studio
}: {
  userId: string;
  input: CreateShareRequest;
  features: Pick<Features, 'canShareDesigns' | 'maxShareLinks'>;
  userAgent: string | undefined;
  now?: Date;
  sharingRepository: SharingRepository;
  activityRepository: ActivityRepository;
  events: EventBus;
} & StudioReaders): Promise<Share> {
  if (!features.canShareDesigns) throw createSharingNotInPlanError();
  const target = await resolveTarget({ userId, input, sharingRepository, ...studio });
  const used = await sharingRepository.countActiveShares({ userId, now });
  if (!isWithinLimit({ used, max: features.maxShareLinks })) {
    throw createShareLimitReachedError({ max: features.maxShareLinks });
  }
  const { share } = await sharingRepository.insertShare({
    token: newShareToken(),
    userId,
    kind: input.kind,
    title: target.title,
    designs: target.designs,
    roomImageId: target.roomImageId ?? null,
    ideationRequestId: target.ideationRequestId ?? null,
    projectId: target.projectId ?? null,
    expiresAt: expiryFrom({ now, days: input.expiresInDays }),
  });
  await logActivity({
    userId,
    input: { action: 'share_create', description: `Shared a ${input.kind}`, metadata: { kind: input.kind } },
    userAgent,
    activityRepository,
    now,
  });
  await events.publish({ topics: [sharingTopics.shares], userId });
  return toShareDto(share, now);
}

export async function listShares({
  userId,
  features,
  now = new Date(),
  sharingRepository,
}: {
  userId: string;
  features: Pick<Features, 'maxShareLinks'>;
  now?: Date;
  sharingRepository: SharingRepository;
}): Promise<ShareListResponse> {
  const { shares } = await sharingRepository.listSharesForUser({ userId });
  const dtos = shares.map((share) => toShareDto(share, now));
  return {
    shares: dtos,
    sharedWithMe: [],
    activeCount: dtos.filter((share) => share.status === 'active').length,
    maxShareLinks: features.maxShareLinks,
  };
}

/** Revoking takes effect at once: the next public read of the token is a 410. */
export async function revokeShare({
  userId,
  id,
  now = new Date(),
  sharingRepository,
  events,
}: {
  userId: string;
  id: string;
  now?: Date;
  sharingRepository: SharingRepository;
  events: EventBus;
}): Promise<Share> {
  const { share } = await sharingRepository.revokeShare({ userId, id, now });
  if (!share) throw createShareNotFoundError();
  await events.publish({ topics: [sharingTopics.shares], userId });
  return toShareDto(share, now);
}

/** The share behind a public token, if it still opens; 404 unknown, 410 revoked or expired. */
export async function openShare({
  token,
  now = new Date(),
  sharingRepository,
}: {
  token: string;
  now?: Date;
  sharingRepository: SharingRepository;
}): Promise<ShareLinkRow> {
  const { share } = await sharingRepository.findShareByToken({ token });
  if (!share) throw createShareNotFoundError();
  const status = shareStatusOf(share, now);
  if (status === 'revoked') throw createShareRevokedError();
  if (status === 'expired') throw createShareExpiredError();
  return share;
}

/** What a shared page shows: the snapshot, or a project's designs as they are now. */
export async function sharedDesignsOf({
  share,
  sharingRepository,
  roomsRepository,
  ideasRepository,
}: {
  share: ShareLinkRow;
  sharingRepository: SharingRepository;
  roomsRepository: RoomImagesRepository;
  ideasRepository: IdeasRepository;
}): Promise<{ designs: SharedDesignSnapshot[]; notes: string | null; title: string }> {
  if (share.kind !== 'project' || !share.projectId) {
    return { designs: share.designs, notes: null, title: share.title };
  }
  const { project } = await sharingRepository.findProjectById({ id: share.projectId });
  if (!project || project.userId !== share.userId) throw createShareNotFoundError();
  const { items } = await sharingRepository.listItems({ projectIds: [project.id] });
  const designs: SharedDesignSnapshot[] = [];
  for (const item of items) {
    // The public board shows designs only: a floor plan or an estimate would need its own token-served
    // images and would show private figures (an estimate's costs), so they stay on the owner's board.
    if (item.kind !== 'room_image' || !item.roomImageId) continue;
    const { roomImage: room } = await roomsRepository.findForUser({
      userId: share.userId,
      id: item.roomImageId,
    });
    if (room) designs.push(await snapshotRoom({ userId: share.userId, room, ideasRepository }));
  }
  return { designs, notes: project.notes || null, title: project.name };
}

export async function getPublicShare({
  token,
  now = new Date(),
  sharingRepository,
  roomsRepository,
  ideasRepository,
}: {
  token: string;
  now?: Date;
  sharingRepository: SharingRepository;
  roomsRepository: RoomImagesRepository;
  ideasRepository: IdeasRepository;
}): Promise<PublicShare> {
  const share = await openShare({ token, now, sharingRepository });
  const { designs, notes, title } = await sharedDesignsOf({
    share,
    sharingRepository,
    roomsRepository,
    ideasRepository,
  });
  return {
    shareId: share.token,
    kind: share.kind,
    title,
    notes,
    designs: toPublicDesigns(share.token, designs),
    expiresAt: share.expiresAt?.toISOString() ?? null,
    createdAt: share.createdAt.toISOString(),
  };
}

/** Counts one view of a share that still opens (the public page posts it once per visit). */
export async function recordShareView({
  token,
  now = new Date(),
  sharingRepository,
}: {
  token: string;
  now?: Date;
  sharingRepository: SharingRepository;
}): Promise<void> {
  const share = await openShare({ token, now, sharingRepository });
  await sharingRepository.recordView({ id: share.id, now });
}

/** The storage key of image `n` of a share that still opens; 404 when there is no such image. */
export async function sharedImageKey({
  token,
  n,
  now = new Date(),
  ...deps
}: {
  token: string;
  n: number;
  now?: Date;
  sharingRepository: SharingRepository;
  roomsRepository: RoomImagesRepository;
  ideasRepository: IdeasRepository;
}): Promise<string> {
  const share = await openShare({ token, now, sharingRepository: deps.sharingRepository });
  const { designs } = await sharedDesignsOf({ share, ...deps });
  const key = imageKeyAt(designs, n);
  if (!key) throw createShareNotFoundError();
  return key;
}
