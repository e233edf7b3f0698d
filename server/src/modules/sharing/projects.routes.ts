import {
  addProjectItemRequestSchema,
  createProjectRequestSchema,
  createProjectResponseSchema,
  moveProjectItemRequestSchema,
  okResponseSchema,
  projectListResponseSchema,
  projectSchema,
  reorderProjectItemsRequestSchema,
  sharingRoutePatterns,
  updateProjectRequestSchema,
} from '@roomcraft/contracts/sharing';
import { z } from 'zod';
import { rateLimit } from '../../kernel/http';
import type { RoutePlugin } from '../../kernel/routes';
import { signedIn, viewerOf } from '../accounts';
import type { SharingRouteContext } from './sharing.context';
import {
  addProjectItem,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  moveProjectItem,
  removeProjectItem,
  reorderProjectItems,
  updateProject,
} from './projects.usecases';

type RouteApp = Parameters<RoutePlugin>[0];

const idParams = z.object({ id: z.uuid() });
const itemParams = z.object({ id: z.uuid(), itemId: z.uuid() });
const okResponse = { 200: okResponseSchema };
const ok = { ok: true } as const;

/** Projects: `/api/projects[/:id[/items[/:itemId | /order]]]`, `/api/project-items/:itemId/move`. */
export function registerProjectRoutes(app: RouteApp, context: SharingRouteContext) {
  const { deps, sharingRepository, featuresOf, featuresOfUser, nameOf } = context;
  const { events, storage } = deps;
  const { roomsRepository } = context.studio;
  const { floorPlansRepository, costEstimationRepository } = context;
  const itemReaders = { roomsRepository, floorPlansRepository, costEstimationRepository };
  const readers = { sharingRepository, ...itemReaders, storage };

  app.get(
    sharingRoutePatterns.projects,
    { config: signedIn(), schema: { response: { 200: projectListResponseSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      return listProjects({ userId: viewer.userId, features: await featuresOf(viewer), ...readers });
    },
  );

  app.post(
    sharingRoutePatterns.projects,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { body: createProjectRequestSchema, response: { 200: createProjectResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return createProject({
        userId: viewer.userId,
        name: request.body.name,
        features: await featuresOf(viewer),
        sharingRepository,
        events,
      });
    },
  );

  app.get(
    sharingRoutePatterns.project,
    { config: signedIn(), schema: { params: idParams, response: { 200: projectSchema } } },
    async (request) => getProject({ viewer: viewerOf(request), id: request.params.id, ...readers }),
  );

  app.patch(
    sharingRoutePatterns.project,
    {
      config: signedIn(),
      schema: { params: idParams, body: updateProjectRequestSchema, response: okResponse },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { project } = await sharingRepository.findProjectById({ id: request.params.id });
      await updateProject({
        viewer,
        id: request.params.id,
        input: request.body,
        // The owner's plan decides (notes follow the project); a missing project is the use case's 404.
        features:
          project && project.userId !== viewer.userId
            ? await featuresOfUser(project.userId)
            : await featuresOf(viewer),
        actorName: await nameOf(viewer.userId),
        sharingRepository,
        events,
      });
      return ok;
    },
  );

  app.delete(
    sharingRoutePatterns.project,
    { config: signedIn(), schema: { params: idParams, response: okResponse } },
    async (request) => {
      await deleteProject({
        userId: viewerOf(request).userId,
        id: request.params.id,
        sharingRepository,
        events,
      });
      return ok;
    },
  );

  app.post(
    sharingRoutePatterns.projectItems,
    {
      config: signedIn(),
      schema: { params: idParams, body: addProjectItemRequestSchema, response: okResponse },
    },
    async (request) => {
      await addProjectItem({
        userId: viewerOf(request).userId,
        projectId: request.params.id,
        kind: request.body.kind,
        itemId: request.body.itemId,
        actorName: await nameOf(viewerOf(request).userId),
        sharingRepository,
        ...itemReaders,
        events,
      });
      return ok;
    },
  );

  app.delete(
    sharingRoutePatterns.projectItem,
    { config: signedIn(), schema: { params: itemParams, response: okResponse } },
    async (request) => {
      await removeProjectItem({
        userId: viewerOf(request).userId,
        projectId: request.params.id,
        id: request.params.itemId,
        actorName: await nameOf(viewerOf(request).userId),
        sharingRepository,
        events,
      });
      return ok;
    },
  );

  app.put(
    sharingRoutePatterns.projectItemsOrder,
    {
      config: signedIn(),
      schema: { params: idParams, body: reorderProjectItemsRequestSchema, response: okResponse },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { project } = await sharingRepository.findProjectById({ id: request.params.id });
      await reorderProjectItems({
        viewer,
        projectId: request.params.id,
        itemIds: request.body.itemIds,
        features:
          project && project.userId !== viewer.userId
            ? await featuresOfUser(project.userId)
            : await featuresOf(viewer),
        sharingRepository,
        events,
      });
      return ok;
    },
  );

  app.post(
    sharingRoutePatterns.projectItemMove,
    {
      config: signedIn(),
      schema: {
        params: z.object({ itemId: z.uuid() }),
        body: moveProjectItemRequestSchema,
        response: okResponse,
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await moveProjectItem({
        userId: viewer.userId,
        itemId: request.params.itemId,
        toProjectId: request.body.projectId,
        position: request.body.position,
        features: await featuresOf(viewer),
        sharingRepository,
        events,
      });
      return ok;
    },
  );
}
