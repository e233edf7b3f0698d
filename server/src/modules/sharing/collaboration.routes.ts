import {
  activityListResponseSchema,
  commentListResponseSchema,
  createCommentRequestSchema,
  inviteMemberRequestSchema,
  okResponseSchema,
  projectMemberListResponseSchema,
  sharingRoutePatterns,
} from '@roomcraft/contracts/sharing';
import { z } from 'zod';
import { rateLimit } from '../../kernel/http';
import type { RoutePlugin } from '../../kernel/routes';
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

const idParams = z.object({ id: z.uuid() });
const ok = { ok: true } as const;

/** Collaboration (Business): members, comments and the activity feed of a project. */
export function registerCollaborationRoutes(app: RouteApp, context: SharingRouteContext) {
  const { deps, sharingRepository, featuresOf, nameOf } = context;
  const { events } = deps;

  app.get(
    sharingRoutePatterns.projectMembers,
    { config: signedIn(), schema: { params: idParams, response: { 200: projectMemberListResponseSchema } } },
    async (request) =>
      listMembers({ viewer: viewerOf(request), projectId: request.params.id, sharingRepository }),
  );

  // Sends a mail: limited like other senders.
  app.post(
    sharingRoutePatterns.projectMembers,
    {
      config: { ...rateLimit({ max: 20, timeWindow: 60_000 }), ...signedIn() },
      schema: { params: idParams, body: inviteMemberRequestSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
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
  );

  app.delete(
    sharingRoutePatterns.projectMember,
    {
      config: signedIn(),
      schema: { params: z.object({ id: z.uuid(), memberId: z.uuid() }), response: { 200: okResponseSchema } },
    },
    async (request) => {
      await removeMember({
        viewer: viewerOf(request),
        projectId: request.params.id,
        memberId: request.params.memberId,
        sharingRepository,
        events,
      });
      return ok;
    },
  );

  app.get(
    sharingRoutePatterns.projectComments,
    { config: signedIn(), schema: { params: idParams, response: { 200: commentListResponseSchema } } },
    async (request) =>
      listComments({ viewer: viewerOf(request), projectId: request.params.id, sharingRepository }),
  );

  app.post(
    sharingRoutePatterns.projectComments,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { params: idParams, body: createCommentRequestSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
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
  );

  app.get(
    sharingRoutePatterns.projectActivity,
    { config: signedIn(), schema: { params: idParams, response: { 200: activityListResponseSchema } } },
    async (request) =>
      listActivity({ viewer: viewerOf(request), projectId: request.params.id, sharingRepository }),
  );
}
