import { sharingRoutes } from '@roomcraft/contracts/sharing';
import { rateLimit } from '../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { signedIn, viewerOf } from '../accounts';
import {
  addComment,
  inviteMember,
  listActivity,
  listComments,
  listMembers,
  removeMember,
} from './collaboration.usecases';
import type { SharingRouteContext } from './sharing.context';

type RouteApp = Parameters<RoutePlugin>[0];

const ok = { ok: true } as const;

/** Collaboration (Business): members, comments and the activity feed of a project. */
export function registerCollaborationRoutes(app: RouteApp, context: SharingRouteContext) {
  const { deps, sharingRepository, featuresOf, nameOf } = context;
  const { events } = deps;

  app.route({
    ...apiRoute(sharingRoutes.listMembers),
    config: signedIn(),
    handler: async (request) =>
      listMembers({ viewer: viewerOf(request), projectId: request.params.id, sharingRepository }),
  });

  // Sends a mail: limited like other senders.
  app.route({
    ...apiRoute(sharingRoutes.inviteMember),
    config: { ...rateLimit({ max: 20, timeWindow: 60_000 }), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      await inviteMember({
        viewer,
        projectId: request.params.id,
        email: request.body.email,
        role: request.body.role,
        features: await featuresOf(viewer),
        actorName: await nameOf(viewer.userId),
        publicUrl: deps.config.publicUrl,
        sharingRepository,
        emailPort: deps.email,
        events,
      });
      return ok;
    },
  });

  app.route({
    ...apiRoute(sharingRoutes.removeMember),
    config: signedIn(),
    handler: async (request) => {
      await removeMember({
        viewer: viewerOf(request),
        projectId: request.params.id,
        memberId: request.params.memberId,
        sharingRepository,
        events,
      });
      return ok;
    },
  });

  app.route({
    ...apiRoute(sharingRoutes.listComments),
    config: signedIn(),
    handler: async (request) =>
      listComments({ viewer: viewerOf(request), projectId: request.params.id, sharingRepository }),
  });

  app.route({
    ...apiRoute(sharingRoutes.addComment),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      await addComment({
        viewer,
        projectId: request.params.id,
        itemId: request.body.itemId,
        body: request.body.body,
        actorName: await nameOf(viewer.userId),
        sharingRepository,
        events,
      });
      return ok;
    },
  });

  app.route({
    ...apiRoute(sharingRoutes.listActivity),
    config: signedIn(),
    handler: async (request) =>
      listActivity({ viewer: viewerOf(request), projectId: request.params.id, sharingRepository }),
  });
}
