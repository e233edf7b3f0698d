import { sharingRoutes } from '@roomcraft/contracts/sharing';
import { rateLimit } from '../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
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

const ok = { ok: true } as const;

/** Projects: `/api/projects[/:id[/items[/:itemId | /order]]]`, `/api/project-items/:itemId/move`. */
export function registerProjectRoutes(app: RouteApp, context: SharingRouteContext) {
  const { deps, sharingRepository, featuresOf, featuresOfUser, nameOf } = context;
  const { events, storage } = deps;
  const { roomsRepository } = context.studio;
  const { floorPlansRepository, costEstimationRepository } = context;
  const itemReaders = { roomsRepository, floorPlansRepository, costEstimationRepository };
  const readers = { sharingRepository, ...itemReaders, storage };

  app.route({
    ...apiRoute(sharingRoutes.listProjects),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return listProjects({ userId: viewer.userId, features: await featuresOf(viewer), ...readers });
    },
  });

  app.route({
    ...apiRoute(sharingRoutes.createProject),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return createProject({
        userId: viewer.userId,
        name: request.body.name,
        features: await featuresOf(viewer),
        sharingRepository,
        events,
      });
    },
  });

  app.route({
    ...apiRoute(sharingRoutes.project),
    config: signedIn(),
    handler: async (request) => getProject({ viewer: viewerOf(request), id: request.params.id, ...readers }),
  });

  app.route({
    ...apiRoute(sharingRoutes.updateProject),
    config: signedIn(),
    handler: async (request) => {
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
  });

  app.route({
    ...apiRoute(sharingRoutes.deleteProject),
    config: signedIn(),
    handler: async (request) => {
      await deleteProject({
        userId: viewerOf(request).userId,
        id: request.params.id,
        sharingRepository,
        events,
      });
      return ok;
    },
  });

  app.route({
    ...apiRoute(sharingRoutes.addProjectItem),
    config: signedIn(),
    handler: async (request) => {
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
  });

  app.route({
    ...apiRoute(sharingRoutes.removeProjectItem),
    config: signedIn(),
    handler: async (request) => {
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
  });

  app.route({
    ...apiRoute(sharingRoutes.reorderProjectItems),
    config: signedIn(),
    handler: async (request) => {
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
  });

  app.route({
    ...apiRoute(sharingRoutes.moveProjectItem),
    config: signedIn(),
    handler: async (request) => {
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
  });
}
