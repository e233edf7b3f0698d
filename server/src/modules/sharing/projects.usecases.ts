import type { Features } from '@roomcraft/contracts/billing';
import {
  sharingLimits,
  sharingTopics,
  type Project,
  type ProjectItem,
  type ProjectItemKind,
  type ProjectListResponse,
  type UpdateProjectRequest,
} from '@roomcraft/contracts/sharing';
import type { StoragePort } from '../../providers/storage/storage.port';
import type { EventBus } from '../events';
import type { CostEstimationRepository } from '../cost-estimation';
import type { FloorPlansRepository } from '../floor-plans';
import type { RoomImagesRepository } from '../studio';
import {
  createItemAlreadyInProjectError,
  createNotesNotInPlanError,
  createOrganizeNotInPlanError,
  createProjectFullError,
  createProjectItemNotFoundError,
  createProjectLimitReachedError,
  createProjectNotFoundError,
  createProjectsNotInPlanError,
} from './sharing.errors';
import { resolveProjectAccess, type ProjectViewer } from './project-access';
import { isWithinLimit } from './sharing.models';
import type { NewProjectItem, SharingRepository } from './sharing.repository';
import type { ProjectItemRow, ProjectRow } from './sharing.table';

const thumbnailTtlSeconds = 24 * 60 * 60;

/** Owner-scoped reads of what a project can hold, through each module's entry file. */
interface ItemReaders {
  roomsRepository: RoomImagesRepository;
  floorPlansRepository: FloorPlansRepository;
  costEstimationRepository: CostEstimationRepository;
  storage: StoragePort;
}

const floorPlanTitle = (title: string) => title || 'Untitled floor plan';
/** "Living room estimate": estimates have no title of their own, their room type names them. */
const estimateTitle = (roomType: string) => {
  const words = roomType.replaceAll('-', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} estimate`;
};

/** One item as its owner sees it, or null when what it points at is gone (or not the owner's). */
async function toItemDto({
  userId,
  item,
  roomsRepository,
  floorPlansRepository,
  costEstimationRepository,
  storage,
}: { userId: string; item: ProjectItemRow } & ItemReaders): Promise<ProjectItem | null> {
  const sign = (key: string) => storage.getSignedUrl({ key, expiresInSeconds: thumbnailTtlSeconds });
  const base = {
    id: item.id,
    kind: item.kind,
    itemId: item.itemId,
    position: item.position,
    totalCents: null,
    addedAt: item.createdAt.toISOString(),
  };
  if (item.kind === 'room_image' && item.roomImageId) {
    const { roomImage: room } = await roomsRepository.findForUser({ userId, id: item.roomImageId });
    if (!room) return null;
    return {
      ...base,
      title: room.title || 'Untitled design',
      thumbnailUrl: await sign(room.generatedThumbnailKey ?? room.originalThumbnailKey),
      href: `/design/${room.id}`,
    };
  }
  if (item.kind === 'floor_plan' && item.floorPlanId) {
    const { request } = await floorPlansRepository.findForUser({ userId, id: item.floorPlanId });
    if (!request) return null;
    return {
      ...base,
      title: floorPlanTitle(request.title),
      // The rendered plan once there is one, else the uploaded drawing.
      thumbnailUrl: await sign(request.previewKey ?? request.sourceThumbnailKey),
      href: `/floor-plans/${request.id}`,
    };
  }
  if (item.kind === 'cost_estimation' && item.costEstimationId) {
    const { estimation } = await costEstimationRepository.findForUser({ userId, id: item.costEstimationId });
    if (!estimation) return null;
    return {
      ...base,
      title: estimateTitle(estimation.project.roomType),
      thumbnailUrl: estimation.roomThumbnailKey ? await sign(estimation.roomThumbnailKey) : null,
      href: `/cost-estimations/${estimation.id}`,
      totalCents: estimation.status === 'completed' ? estimation.totalCost : null,
    };
  }
  return null;
}

/** Items as the owner sees them; items whose target is gone are left out. */
async function toItemDtos({
  userId,
  items,
  ...readers
}: { userId: string; items: ProjectItemRow[] } & ItemReaders): Promise<ProjectItem[]> {
  const dtos: ProjectItem[] = [];
  for (const item of items) {
    const dto = await toItemDto({ userId, item, ...readers });
    if (dto) dtos.push(dto);
  }
  return dtos;
}

/**
 * The typed foreign key and the title of something the user wants in a project. Someone else's id, or one
 * that does not exist, is the same 404: a project never tells whether another user's item exists.
 */
async function ownedTarget({
  userId,
  kind,
  itemId,
  roomsRepository,
  floorPlansRepository,
  costEstimationRepository,
}: { userId: string; kind: ProjectItemKind; itemId: string } & Omit<ItemReaders, 'storage'>): Promise<{
  columns: Pick<NewProjectItem, 'roomImageId' | 'floorPlanId' | 'costEstimationId'>;
  title: string;
}> {
  switch (kind) {
    case 'room_image': {
      const { roomImage: room } = await roomsRepository.findForUser({ userId, id: itemId });
      if (!room) throw createProjectItemNotFoundError();
      return { columns: { roomImageId: room.id }, title: room.title || 'Untitled design' };
    }
    case 'floor_plan': {
      const { request } = await floorPlansRepository.findForUser({ userId, id: itemId });
      if (!request) throw createProjectItemNotFoundError();
      return { columns: { floorPlanId: request.id }, title: floorPlanTitle(request.title) };
    }
    case 'cost_estimation': {
      const { estimation } = await costEstimationRepository.findForUser({ userId, id: itemId });
      if (!estimation) throw createProjectItemNotFoundError();
      return {
        columns: { costEstimationId: estimation.id },
        title: estimateTitle(estimation.project.roomType),
      };
    }
  }
}

function coverOf(project: ProjectRow, items: ProjectItem[]): string | null {
  const chosen = items.find((item) => item.id === project.coverItemId);
  return (chosen ?? items.find((item) => item.thumbnailUrl))?.thumbnailUrl ?? null;
}

async function ownedProject({
  userId,
  id,
  sharingRepository,
}: {
  userId: string;
  id: string;
  sharingRepository: SharingRepository;
}): Promise<ProjectRow> {
  const { project } = await sharingRepository.findProjectForUser({ userId, id });
  if (!project) throw createProjectNotFoundError();
  return project;
}

export async function listProjects({
  userId,
  features,
  sharingRepository,
  ...readers
}: {
  userId: string;
  features: Pick<Features, 'maxProjectCount'>;
  sharingRepository: SharingRepository;
} & ItemReaders): Promise<ProjectListResponse> {
  const { projects } = await sharingRepository.listProjects({ userId });
  const { items } = await sharingRepository.listItems({ projectIds: projects.map((project) => project.id) });
  const summaries = [];
  for (const project of projects) {
    const own = items.filter((item) => item.projectId === project.id);
    // The cover needs only the chosen item, else the first one.
    const coverRow = own.find((item) => item.id === project.coverItemId) ?? own[0];
    const [cover] = coverRow ? await toItemDtos({ userId, items: [coverRow], ...readers }) : [];
    summaries.push({
      id: project.id,
      name: project.name,
      itemCount: own.length,
      coverImageUrl: cover?.thumbnailUrl ?? null,
      createdAt: project.createdAt.toISOString(),
      updatedAt: project.updatedAt.toISOString(),
    });
  }
  return { projects: summaries, maxProjectCount: features.maxProjectCount };
}

/** The owner's project, or one the viewer was invited to (items read as the owner's). */
export async function getProject({
  viewer,
  id,
  sharingRepository,
  ...readers
}: {
  viewer: ProjectViewer;
  id: string;
  sharingRepository: SharingRepository;
} & ItemReaders): Promise<Project> {
  const { project, access } = await resolveProjectAccess({
    viewer,
    projectId: id,
    need: 'viewer',
    sharingRepository,
  });
  const { items: rows } = await sharingRepository.listItems({ projectIds: [project.id] });
  const owned = await toItemDtos({ userId: project.userId, items: rows, ...readers });
  // A member cannot open the owner's design pages; their cards stay on the board.
  const items =
    access === 'owner' ? owned : owned.map((item) => ({ ...item, href: `/projects/${project.id}` }));
  return {
    access,
    id: project.id,
    name: project.name,
    notes: project.notes,
    coverItemId: project.coverItemId,
    itemCount: items.length,
    coverImageUrl: coverOf(project, items),
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    items,
  };
}

/** Needs projects in the plan and room under `maxProjectCount` (-1 unlimited). */
export async function createProject({
  userId,
  name,
  features,
  sharingRepository,
  events,
}: {
  userId: string;
  name: string;
  features: Pick<Features, 'maxProjectCount'>;
  sharingRepository: SharingRepository;
  events: EventBus;
}): Promise<{ projectId: string }> {
  if (features.maxProjectCount === 0) throw createProjectsNotInPlanError();
  const used = await sharingRepository.countProjects({ userId });
  if (!isWithinLimit({ used, max: features.maxProjectCount })) {
    throw createProjectLimitReachedError({ max: features.maxProjectCount });
  }
  const { project } = await sharingRepository.insertProject({ userId, name });
  await events.publish({ topics: [sharingTopics.projects], userId });
  return { projectId: project.id };
}

/** Name and cover: the owner; notes: the owner or an editor. Notes need the owner's `canAddNotes`. */
export async function updateProject({
  viewer,
  id,
  input,
  features,
  actorName = 'The owner',
  sharingRepository,
  events,
}: {
  viewer: ProjectViewer;
  id: string;
  input: UpdateProjectRequest;
  /** The project owner's features. */
  features: Pick<Features, 'canAddNotes'>;
  actorName?: string;
  sharingRepository: SharingRepository;
  events: EventBus;
}): Promise<void> {
  const onlyNotes = input.name === undefined && input.coverItemId === undefined;
  const { project } = await resolveProjectAccess({
    viewer,
    projectId: id,
    need: onlyNotes ? 'editor' : 'owner',
    sharingRepository,
  });
  if (input.notes !== undefined && !features.canAddNotes) throw createNotesNotInPlanError();
  if (input.coverItemId) {
    const { item } = await sharingRepository.findItemForUser({
      userId: project.userId,
      id: input.coverItemId,
    });
    if (!item || item.projectId !== id) throw createProjectItemNotFoundError();
  }
  await sharingRepository.updateProject({ userId: project.userId, id, changes: input });
  if (input.notes !== undefined) {
    await sharingRepository.insertActivity({ projectId: id, actorName, action: 'edited the notes' });
  }
  await events.publish({
    topics: [sharingTopics.projects, sharingTopics.project(id)],
    userId: project.userId,
  });
  await events.publish({ topics: [sharingTopics.project(id), sharingTopics.projectComments(id)] });
}

export async function deleteProject({
  userId,
  id,
  sharingRepository,
  events,
}: {
  userId: string;
  id: string;
  sharingRepository: SharingRepository;
  events: EventBus;
}): Promise<void> {
  const { deleted } = await sharingRepository.deleteProject({ userId, id });
  if (!deleted) throw createProjectNotFoundError();
  await events.publish({ topics: [sharingTopics.projects, sharingTopics.project(id)], userId });
}

/** Adds one of the user's designs, floor plans or estimates to the end of a project. */
export async function addProjectItem({
  userId,
  projectId,
  kind,
  itemId,
  actorName = 'The owner',
  sharingRepository,
  events,
  ...readers
}: {
  userId: string;
  projectId: string;
  kind: ProjectItemKind;
  itemId: string;
  actorName?: string;
  sharingRepository: SharingRepository;
  events: EventBus;
} & Omit<ItemReaders, 'storage'>): Promise<void> {
  await ownedProject({ userId, id: projectId, sharingRepository });
  const { columns, title } = await ownedTarget({ userId, kind, itemId, ...readers });
  const position = await sharingRepository.nextPosition({ projectId });
  if (position >= sharingLimits.itemsPerProjectMax) throw createProjectFullError();
  const { inserted } = await sharingRepository.insertItem({
    projectId,
    userId,
    kind,
    itemId,
    ...columns,
    position,
  });
  if (!inserted) throw createItemAlreadyInProjectError();
  await sharingRepository.touchProject({ id: projectId });
  await sharingRepository.insertActivity({
    projectId,
    actorName,
    action: `added "${title}"`,
  });
  await events.publish({ topics: [sharingTopics.projects, sharingTopics.project(projectId)], userId });
}

export async function removeProjectItem({
  userId,
  projectId,
  id,
  actorName = 'The owner',
  sharingRepository,
  events,
}: {
  userId: string;
  projectId: string;
  id: string;
  actorName?: string;
  sharingRepository: SharingRepository;
  events: EventBus;
}): Promise<void> {
  await ownedProject({ userId, id: projectId, sharingRepository });
  const { deleted } = await sharingRepository.deleteItem({ projectId, id });
  if (!deleted) throw createProjectItemNotFoundError();
  await sharingRepository.insertActivity({ projectId, actorName, action: 'removed an item' });
  await events.publish({ topics: [sharingTopics.projects, sharingTopics.project(projectId)], userId });
}

/** Drag to reorder (`canOrganizeGallery`): `itemIds` in their new order, every one of this project. */
export async function reorderProjectItems({
  viewer,
  projectId,
  itemIds,
  features,
  sharingRepository,
  events,
}: {
  viewer: ProjectViewer;
  projectId: string;
  itemIds: string[];
  features: Pick<Features, 'canOrganizeGallery'>;
  sharingRepository: SharingRepository;
  events: EventBus;
}): Promise<void> {
  if (!features.canOrganizeGallery) throw createOrganizeNotInPlanError();
  const { project } = await resolveProjectAccess({ viewer, projectId, need: 'editor', sharingRepository });
  const { items } = await sharingRepository.listItems({ projectIds: [projectId] });
  const known = new Set(items.map((item) => item.id));
  if (itemIds.some((id) => !known.has(id))) throw createProjectItemNotFoundError();
  // Items left out keep their relative order after the given ones.
  const rest = items.map((item) => item.id).filter((id) => !itemIds.includes(id));
  await sharingRepository.setPositions({ projectId, itemIds: [...new Set(itemIds), ...rest] });
  await events.publish({ topics: [sharingTopics.project(projectId)], userId: project.userId });
}

/** Drag into another project (`canOrganizeGallery`); already there means the copy here goes away. */
export async function moveProjectItem({
  userId,
  itemId,
  toProjectId,
  position,
  features,
  sharingRepository,
  events,
}: {
  userId: string;
  itemId: string;
  toProjectId: string;
  position: number | undefined;
  features: Pick<Features, 'canOrganizeGallery'>;
  sharingRepository: SharingRepository;
  events: EventBus;
}): Promise<void> {
  if (!features.canOrganizeGallery) throw createOrganizeNotInPlanError();
  const { item } = await sharingRepository.findItemForUser({ userId, id: itemId });
  if (!item) throw createProjectItemNotFoundError();
  await ownedProject({ userId, id: toProjectId, sharingRepository });
  const fromProjectId = item.projectId;
  if (fromProjectId !== toProjectId) {
    const { items: target } = await sharingRepository.listItems({ projectIds: [toProjectId] });
    const duplicate = target.find((other) => other.kind === item.kind && other.itemId === item.itemId);
    if (duplicate) {
      await sharingRepository.deleteItem({ projectId: fromProjectId, id: item.id });
    } else {
      if (target.length >= sharingLimits.itemsPerProjectMax) throw createProjectFullError();
      await sharingRepository.moveItem({ id: item.id, projectId: toProjectId, position: target.length });
      if (position !== undefined) {
        const order = target.map((other) => other.id);
        order.splice(Math.min(position, order.length), 0, item.id);
        await sharingRepository.setPositions({ projectId: toProjectId, itemIds: order });
      }
    }
    await sharingRepository.touchProject({ id: toProjectId });
  }
  await events.publish({
    topics: [
      sharingTopics.projects,
      sharingTopics.project(fromProjectId),
      sharingTopics.project(toProjectId),
    ],
    userId,
  });
}
