import {
  activityListResponseSchema,
  commentListResponseSchema,
  createProjectResponseSchema,
  projectMemberListResponseSchema,
  type MemberRole,
  projectListResponseSchema,
  projectSchema,
  publicShareSchema,
  shareListResponseSchema,
  shareSchema,
  sharingPaths,
  type CreateShareRequest,
  type Project,
  type ProjectItemKind,
  type ProjectListResponse,
  type PublicShare,
  type Share,
  type ShareListResponse,
  type UpdateProjectRequest,
} from '@roomcraft/contracts/sharing';
import { apiFetch } from '@/lib/api-client';

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export async function fetchShares(): Promise<ShareListResponse> {
  return shareListResponseSchema.parse(await apiFetch(sharingPaths.shares));
}

export async function createShare(input: CreateShareRequest): Promise<Share> {
  return shareSchema.parse(await apiFetch(sharingPaths.shares, json('POST', input)));
}

export async function revokeShare(id: string): Promise<Share> {
  return shareSchema.parse(await apiFetch(sharingPaths.share(id), json('DELETE')));
}

/** The public page's data; no session needed. */
export async function fetchPublicShare(token: string): Promise<PublicShare> {
  return publicShareSchema.parse(await apiFetch(sharingPaths.publicShare(token)));
}

export async function recordShareView(token: string): Promise<void> {
  await apiFetch(sharingPaths.publicShareViews(token), json('POST'));
}

export async function fetchProjects(): Promise<ProjectListResponse> {
  return projectListResponseSchema.parse(await apiFetch(sharingPaths.projects));
}

export async function fetchProject(id: string): Promise<Project> {
  return projectSchema.parse(await apiFetch(sharingPaths.project(id)));
}

export async function createProject(name: string): Promise<{ projectId: string }> {
  return createProjectResponseSchema.parse(await apiFetch(sharingPaths.projects, json('POST', { name })));
}

export async function updateProject(id: string, input: UpdateProjectRequest): Promise<void> {
  await apiFetch(sharingPaths.project(id), json('PATCH', input));
}

export async function deleteProject(id: string): Promise<void> {
  await apiFetch(sharingPaths.project(id), json('DELETE'));
}

export async function addProjectItem(
  projectId: string,
  item: { kind: ProjectItemKind; itemId: string },
): Promise<void> {
  await apiFetch(sharingPaths.projectItems(projectId), json('POST', item));
}

export async function removeProjectItem(projectId: string, itemId: string): Promise<void> {
  await apiFetch(sharingPaths.projectItem(projectId, itemId), json('DELETE'));
}

export async function reorderProjectItems(projectId: string, itemIds: string[]): Promise<void> {
  await apiFetch(sharingPaths.projectItemsOrder(projectId), json('PUT', { itemIds }));
}

export async function moveProjectItem(itemId: string, projectId: string): Promise<void> {
  await apiFetch(sharingPaths.projectItemMove(itemId), json('POST', { projectId }));
}

/** The absolute link to copy: this site's origin plus the share's page path. */
export const shareUrlOf = (share: Pick<Share, 'path'>) => `${window.location.origin}${share.path}`;

export async function fetchMembers(projectId: string) {
  return projectMemberListResponseSchema.parse(await apiFetch(sharingPaths.projectMembers(projectId)));
}

export async function inviteMember(projectId: string, input: { email: string; role: MemberRole }) {
  await apiFetch(sharingPaths.projectMembers(projectId), json('POST', input));
}

export async function removeMember(projectId: string, memberId: string) {
  await apiFetch(sharingPaths.projectMember(projectId, memberId), json('DELETE'));
}

export async function fetchComments(projectId: string) {
  return commentListResponseSchema.parse(await apiFetch(sharingPaths.projectComments(projectId)));
}

export async function postComment(projectId: string, input: { itemId: string; body: string }) {
  await apiFetch(sharingPaths.projectComments(projectId), json('POST', input));
}

export async function fetchActivity(projectId: string) {
  return activityListResponseSchema.parse(await apiFetch(sharingPaths.projectActivity(projectId)));
}
