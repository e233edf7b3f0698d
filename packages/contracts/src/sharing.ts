import { z } from 'zod';
import { defineApiRoute } from './api-routes';

/**
 * Sharing and projects (issue 15, docs/spec §§2, 3, 6; ADR 022): share links for a design, an ideation's
 * ideas or a project; projects that group designs, floor plans and cost estimates. Plan features gate them: `canShareDesigns` and
 * `maxShareLinks` (links), `maxProjectCount`, `canOrganizeGallery` (reorder and move), `canAddNotes`.
 *
 * Public reads (`/api/public/shares/...`) never carry an email, a user id, a storage key or a signed
 * `/files/...` URL: shared images are served through the share's token, so they stop with the share.
 *
 * Live updates: writes publish `shares` and `projects` (and `project:<id>`) to the owner's tabs.
 *
 * The endpoints are declared once, in `sharingRoutes` (end of this file).
 */

/** Web paths of the public pages. */
export const sharePagePath = (token: string) => `/share/${encodeURIComponent(token)}`;
export const projectSharePagePath = (token: string) => `/share/project/${encodeURIComponent(token)}`;

export const sharingLimits = {
  /** 18 random bytes: 144 bits, 24 base64url characters. */
  tokenBytes: 18,
  projectNameMax: 80,
  notesMax: 5000,
  itemsPerProjectMax: 200,
  /** Public page reads per client per minute. */
  publicRateLimitMax: 120,
  /** Public image reads per client per minute (a project board loads two per design). */
  publicImageRateLimitMax: 600,
} as const;

/** base64url, exactly the length `tokenBytes` gives. Anything else is a 404 without a database read. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/);

export const shareKinds = ['design', 'ideation', 'project'] as const;
export const shareKindSchema = z.enum(shareKinds);
export type ShareKind = z.infer<typeof shareKindSchema>;

export const shareExpiryOptions = [1, 7, 30] as const;

const uuid = z.uuid();

export const createShareRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('design'),
    roomImageId: uuid,
    expiresInDays: z.number().int().min(1).max(365).nullish(),
  }),
  z.object({
    kind: z.literal('ideation'),
    ideationRequestId: uuid,
    expiresInDays: z.number().int().min(1).max(365).nullish(),
  }),
  z.object({
    kind: z.literal('project'),
    projectId: uuid,
    expiresInDays: z.number().int().min(1).max(365).nullish(),
  }),
]);
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

export const shareStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ShareStatus = z.infer<typeof shareStatusSchema>;

/** A share link as its owner sees it (GET /api/shares). */
export const shareSchema = z.object({
  id: z.string(),
  shareId: z.string(),
  kind: shareKindSchema,
  title: z.string(),
  /** Site-relative page path, e.g. `/share/<token>`; the web app prefixes its origin to copy it. */
  path: z.string(),
  /** What the link points at, for "open": `/design/<id>`, `/ideations/<id>`, `/projects/<id>`. */
  targetPath: z.string(),
  status: shareStatusSchema,
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Share = z.infer<typeof shareSchema>;

export const shareListResponseSchema = z.object({
  shares: z.array(shareSchema),
  /** Projects other people invited me to (Business collaboration); empty until invitations exist. */
  sharedWithMe: z.array(
    z.object({
      projectId: z.string(),
      name: z.string(),
      role: z.enum(['viewer', 'editor']),
      ownerName: z.string(),
    }),
  ),
  /** Active links and the plan's limit (-1 unlimited). */
  activeCount: z.number().int(),
  maxShareLinks: z.number().int(),
});
export type ShareListResponse = z.infer<typeof shareListResponseSchema>;

export const paletteColourSchema = z.object({ name: z.string(), hex: z.string() });

/** One design on a public page: no ids, no owner, images through the share's token. */
export const publicDesignSchema = z.object({
  title: z.string(),
  description: z.string(),
  style: z.string().nullable(),
  roomType: z.string().nullable(),
  palette: z.array(paletteColourSchema),
  /** The "Virtually staged" mark: a virtual-staging result, shown so buyers are not misled. */
  isVirtuallyStaged: z.boolean(),
  beforeImageUrl: z.string(),
  afterImageUrl: z.string().nullable(),
});
export type PublicDesign = z.infer<typeof publicDesignSchema>;

export const publicShareSchema = z.object({
  shareId: z.string(),
  kind: shareKindSchema,
  title: z.string(),
  /** Project notes, when the share is a project; never an email or a name. */
  notes: z.string().nullable(),
  designs: z.array(publicDesignSchema),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicShare = z.infer<typeof publicShareSchema>;

// ---------------------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------------------
/**
 * What a project item points at: generic kind + id. A project is a folder of designs (room images), floor
 * plans and cost estimates (issue 15); the public project board shows only the designs.
 */
export const projectItemKinds = ['room_image', 'floor_plan', 'cost_estimation'] as const;
export const projectItemKindSchema = z.enum(projectItemKinds);
export type ProjectItemKind = z.infer<typeof projectItemKindSchema>;

export const projectItemSchema = z.object({
  id: z.string(),
  kind: projectItemKindSchema,
  itemId: z.string(),
  title: z.string(),
  position: z.number().int(),
  /** Signed thumbnail URL (expires; refetch for a fresh one); a floor plan's preview, an estimate's room. */
  thumbnailUrl: z.string().nullable(),
  /** Where the card opens: `/design/<id>`, `/floor-plans/<id>`, `/cost-estimations/<id>`. */
  href: z.string(),
  /** Cost estimates: the typical total in cents (USD), null until the estimate is done; null for others. */
  totalCents: z.number().int().nullable(),
  addedAt: z.string(),
});
export type ProjectItem = z.infer<typeof projectItemSchema>;

export const projectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  itemCount: z.number().int(),
  coverImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const memberRoles = ['viewer', 'editor'] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRoleSchema>;
export const projectAccessSchema = z.enum(['owner', ...memberRoles]);
export type ProjectAccess = z.infer<typeof projectAccessSchema>;

export const projectSchema = projectSummarySchema.extend({
  /** The viewer's access: the owner, or an invited editor (notes, order) or viewer (read, comment). */
  access: projectAccessSchema,
  notes: z.string(),
  coverItemId: z.string().nullable(),
  items: z.array(projectItemSchema),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListResponseSchema = z.object({
  projects: z.array(projectSummarySchema),
  maxProjectCount: z.number().int(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

const projectName = z.string().trim().min(1).max(sharingLimits.projectNameMax);

export const createProjectRequestSchema = z.object({ name: projectName });
export const updateProjectRequestSchema = z
  .object({
    name: projectName.optional(),
    notes: z.string().max(sharingLimits.notesMax).optional(),
    coverItemId: uuid.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'nothing to change' });
export type UpdateProjectRequest = z.infer<typeof updateProjectRequestSchema>;

export const addProjectItemRequestSchema = z.object({ kind: projectItemKindSchema, itemId: uuid });
export const reorderProjectItemsRequestSchema = z.object({
  itemIds: z.array(uuid).max(sharingLimits.itemsPerProjectMax),
});
export const moveProjectItemRequestSchema = z.object({
  projectId: uuid,
  /** 0-based place in the target project; the end when left out. */
  position: z.number().int().min(0).optional(),
});
export const createProjectResponseSchema = z.object({ projectId: z.string() });
export const okResponseSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------------------
// Collaboration (Business plans)
// ---------------------------------------------------------------------------------------------------------
export const inviteMemberRequestSchema = z.object({
  email: z.email().trim().toLowerCase().max(254),
  role: memberRoleSchema,
});
export const projectMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  createdAt: z.string(),
});
export const projectMemberListResponseSchema = z.object({ members: z.array(projectMemberSchema) });
export type ProjectMember = z.infer<typeof projectMemberSchema>;

export const commentSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  authorName: z.string(),
  body: z.string(),
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListResponseSchema = z.object({ comments: z.array(commentSchema) });
export const createCommentRequestSchema = z.object({
  itemId: uuid,
  body: z.string().trim().min(1).max(2000),
});

export const activityEntrySchema = z.object({
  id: z.string(),
  actorName: z.string(),
  action: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityListResponseSchema = z.object({ activity: z.array(activityEntrySchema) });

export const sharingErrorCodes = {
  notFound: 'share.not_found',
  expired: 'share.expired',
  revoked: 'share.revoked',
  sharingNotInPlan: 'share.not_in_plan',
  shareLimitReached: 'share.limit_reached',
  notShareable: 'share.not_shareable',
  projectNotFound: 'project.not_found',
  projectsNotInPlan: 'project.not_in_plan',
  projectLimitReached: 'project.limit_reached',
  organizeNotInPlan: 'project.organize_not_in_plan',
  notesNotInPlan: 'project.notes_not_in_plan',
  itemNotFound: 'project.item_not_found',
  itemAlreadyInProject: 'project.item_exists',
  projectFull: 'project.full',
  collaborationNotInPlan: 'project.collaboration_not_in_plan',
  teamLimitReached: 'project.team_limit_reached',
  memberExists: 'project.member_exists',
  memberNotFound: 'project.member_not_found',
  ownerOnly: 'project.owner_only',
} as const;

/**
 * User-facing texts. The spec names the gates (§6: sharing and projects need Professional) but gives no
 * wording for them; the shared-design error title is the spec's ('Shared Design Error', §8).
 */
export const sharingMessages = {
  notFound: 'This shared link does not exist. Check the address, or ask for a new link.',
  expired: 'This shared link has expired. Ask the owner for a new link.',
  revoked: 'This shared link was turned off by its owner.',
  sharingNotInPlan: 'Sharing designs is part of the Professional plan. Upgrade to share your designs.',
  shareLimitReached: (max: number) =>
    `You have reached your plan's limit of ${max} active share links. Revoke a link or upgrade your plan.`,
  notShareable: 'Only a finished design can be shared.',
  projectNotFound: 'This project was not found.',
  projectsNotInPlan: 'Projects are part of the Professional plan. Upgrade to organise your designs.',
  projectLimitReached: (max: number) =>
    `You have reached your plan's limit of ${max} projects. Delete a project or upgrade your plan.`,
  organizeNotInPlan: 'Reordering and moving designs is part of the Professional plan.',
  notesNotInPlan: 'Notes are part of the Professional plan.',
  itemNotFound: 'This item was not found.',
  itemAlreadyInProject: 'This design is already in the project.',
  projectFull: `A project holds at most ${sharingLimits.itemsPerProjectMax} items.`,
  shareCreated: 'Share link created',
  linkCopied: 'Link copied',
  shareRevoked: 'Share link revoked',
  virtuallyStaged: 'Virtually staged',
  collaborationNotInPlan: 'Team collaboration is part of the Business plan.',
  teamLimitReached: (max: number) =>
    `Your plan allows ${max} team members per project. Remove someone or upgrade your plan.`,
  memberExists: 'This person is already invited to the project.',
  memberNotFound: 'This invitation was not found.',
  ownerOnly: 'Only the owner of the project can do this.',
  inviteMail: {
    subject: (projectName: string) => `You were invited to the project "${projectName}" on Roomcraft`,
    text: ({ projectName, role, link }: { projectName: string; role: string; link: string }) =>
      `You were invited to the Roomcraft project "${projectName}" as ${role === 'editor' ? 'an editor' : 'a viewer'}.\n\nSign in (or create an account) with this email address, then open:\n${link}\n\nIt is also listed under Shared Rooms.`,
  },
} as const;

export const sharingTopics = {
  shares: 'shares',
  projects: 'projects',
  project: (id: string) => `project:${id}`,
  /** Comments and activity of a project, for the owner and every member viewing it. */
  projectComments: (id: string) => `project-comments:${id}`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------
const idParamsSchema = z.object({ id: uuid });
const projectItemParamsSchema = z.object({ id: uuid, itemId: uuid });
// A malformed token is the same 404 as an unknown one (the server checks it against `shareTokenSchema`, not
// the params schema: a schema failure would be a 400 that tells a prober the format).
const shareTokenParamsSchema = z.object({ token: z.string().max(200) });
const shareImageParamsSchema = shareTokenParamsSchema.extend({ n: z.coerce.number().int().min(0).max(999) });

/**
 * The sharing endpoints (one definition each, ./api-routes.ts): share links, the public share pages' reads,
 * projects and their items, and the Business collaboration of a project (members, comments, activity).
 * The server registers them, the web client calls them, the OpenAPI document describes them.
 */
export const sharingRoutes = {
  /** Signed in: the user's share links, the projects shared with them and the plan's link limit. */
  listShares: defineApiRoute({ method: 'GET', path: '/api/shares', response: shareListResponseSchema }),
  /** Signed in (plan `canShareDesigns`, `maxShareLinks`): creates a share link for a design, ideation or project. */
  createShare: defineApiRoute({
    method: 'POST',
    path: '/api/shares',
    body: createShareRequestSchema,
    response: shareSchema,
  }),
  /** Signed in, its owner: revokes a share link (the row stays; the token stops opening at once). */
  revokeShare: defineApiRoute({
    method: 'DELETE',
    path: '/api/shares/:id',
    params: idParamsSchema,
    response: shareSchema,
  }),
  /** Anyone with the token (rate limited): what a public share page shows; 404, 410 when expired or revoked. */
  publicShare: defineApiRoute({
    method: 'GET',
    path: '/api/public/shares/:token',
    params: shareTokenParamsSchema,
    response: publicShareSchema,
  }),
  /** Anyone with the token (rate limited): counts one visit of the public page. */
  recordShareView: defineApiRoute({
    method: 'POST',
    path: '/api/public/shares/:token/views',
    params: shareTokenParamsSchema,
    status: 204,
    response: z.null(),
  }),
  /** Anyone with the token (rate limited): the bytes of the share's n-th image (before and after per design). */
  publicShareImage: defineApiRoute({
    method: 'GET',
    path: '/api/public/shares/:token/images/:n',
    params: shareImageParamsSchema,
    produces: 'bytes',
  }),
  /** Signed in: the user's projects and the plan's project limit. */
  listProjects: defineApiRoute({ method: 'GET', path: '/api/projects', response: projectListResponseSchema }),
  /** Signed in (plan `maxProjectCount`): creates a project. */
  createProject: defineApiRoute({
    method: 'POST',
    path: '/api/projects',
    body: createProjectRequestSchema,
    response: createProjectResponseSchema,
  }),
  /** Signed in, its owner or a member: one project with its items. */
  project: defineApiRoute({
    method: 'GET',
    path: '/api/projects/:id',
    params: idParamsSchema,
    response: projectSchema,
  }),
  /** Signed in, its owner (an editor: the notes only): renames it, or changes its notes or cover. */
  updateProject: defineApiRoute({
    method: 'PATCH',
    path: '/api/projects/:id',
    params: idParamsSchema,
    body: updateProjectRequestSchema,
    response: okResponseSchema,
  }),
  /** Signed in, its owner: deletes a project. */
  deleteProject: defineApiRoute({
    method: 'DELETE',
    path: '/api/projects/:id',
    params: idParamsSchema,
    response: okResponseSchema,
  }),
  /** Signed in, its owner: adds a design, floor plan or cost estimate to a project. */
  addProjectItem: defineApiRoute({
    method: 'POST',
    path: '/api/projects/:id/items',
    params: idParamsSchema,
    body: addProjectItemRequestSchema,
    response: okResponseSchema,
  }),
  /** Signed in, its owner: takes an item out of a project. */
  removeProjectItem: defineApiRoute({
    method: 'DELETE',
    path: '/api/projects/:id/items/:itemId',
    params: projectItemParamsSchema,
    response: okResponseSchema,
  }),
  /** Signed in, its owner or an editor (plan `canOrganizeGallery`): reorders a project's items. */
  reorderProjectItems: defineApiRoute({
    method: 'PUT',
    path: '/api/projects/:id/items/order',
    params: idParamsSchema,
    body: reorderProjectItemsRequestSchema,
    response: okResponseSchema,
  }),
  /** Signed in, its owner (plan `canOrganizeGallery`): moves an item to another of the user's projects. */
  moveProjectItem: defineApiRoute({
    method: 'POST',
    path: '/api/project-items/:itemId/move',
    params: z.object({ itemId: uuid }),
    body: moveProjectItemRequestSchema,
    response: okResponseSchema,
  }),
  /** Signed in, its owner: the project's invited members. */
  listMembers: defineApiRoute({
    method: 'GET',
    path: '/api/projects/:id/members',
    params: idParamsSchema,
    response: projectMemberListResponseSchema,
  }),
  /** Signed in, its owner (Business plans; rate limited, sends a mail): invites someone by email. */
  inviteMember: defineApiRoute({
    method: 'POST',
    path: '/api/projects/:id/members',
    params: idParamsSchema,
    body: inviteMemberRequestSchema,
    response: okResponseSchema,
  }),
  /** Signed in, its owner: removes an invited member. */
  removeMember: defineApiRoute({
    method: 'DELETE',
    path: '/api/projects/:id/members/:memberId',
    params: z.object({ id: uuid, memberId: uuid }),
    response: okResponseSchema,
  }),
  /** Signed in, its owner or a member: the project's comments. */
  listComments: defineApiRoute({
    method: 'GET',
    path: '/api/projects/:id/comments',
    params: idParamsSchema,
    response: commentListResponseSchema,
  }),
  /** Signed in, its owner or a member: comments on one of the project's items. */
  addComment: defineApiRoute({
    method: 'POST',
    path: '/api/projects/:id/comments',
    params: idParamsSchema,
    body: createCommentRequestSchema,
    response: okResponseSchema,
  }),
  /** Signed in, its owner or a member: the project's activity feed. */
  listActivity: defineApiRoute({
    method: 'GET',
    path: '/api/projects/:id/activity',
    params: idParamsSchema,
    response: activityListResponseSchema,
  }),
} as const;
