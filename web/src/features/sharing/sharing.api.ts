import { pathOf } from '@roomcraft/contracts/api-routes';
import {
  sharingRoutes,
  type CreateShareRequest,
  type MemberRole,
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
  const route = sharingRoutes.listShares;
  return route.response.parse(await apiFetch(route.path));
}

export async function createShare(input: CreateShareRequest): Promise<Share> {
  const route = sharingRoutes.createShare;
  return route.response.parse(await apiFetch(route.path, json(route.method, input)));
}

export async function revokeShare(id: string): Promise<Share> {
  const route = sharingRoutes.revokeShare;
  return route.response.parse(await apiFetch(pathOf(route, { id }), json(route.method)));
}

/** The public page's data; no session needed. */
export async function fetchPublicShare(token: string): Promise<PublicShare> {
  const route = sharingRoutes.publicShare;
  return route.response.parse(await apiFetch(pathOf(route, { token })));
}

export async function recordShareView(token: string): Promise<void> {
  const route = sharingRoutes.recordShareView;
  await apiFetch(pathOf(route, { token }), json(route.method));
}

export async function fetchProjects(): Promise<ProjectListResponse> {
  const route = sharingRoutes.listProjects;
  return route.response.parse(await apiFetch(route.path));
}

export async function fetchProject(id: string): Promise<Project> {
  const route = sharingRoutes.project;
  return route.response.parse(await apiFetch(pathOf(route, { id })));
}

export async function createProject(name: string): Promise<{ projectId: string }> {
  const route = sharingRoutes.createProject;
  return route.response.parse(await apiFetch(route.path, json(route.method, { name })));
}

export async function updateProject(id: string, input: UpdateProjectRequest): Promise<void> {
  const route = sharingRoutes.updateProject;
  await apiFetch(pathOf(route, { id }), json(route.method, input));
}

export async function deleteProject(id: string): Promise<void> {
  const route = sharingRoutes.deleteProject;
  await apiFetch(pathOf(route, { id }), json(route.method));
}

export async function addProjectItem(
  projectId: string,
  item: { kind: ProjectItemKind; itemId: string },
): Promise<void> {
  const route = sharingRoutes.addProjectItem;
  await apiFetch(pathOf(route, { id: projectId }), json(route.method, item));
}

export async function removeProjectItem(projectId: string, itemId: string): Promise<void> {
  const route = sharingRoutes.removeProjectItem;
  await apiFetch(pathOf(route, { id: projectId, itemId }), json(route.method));
}

export async function reorderProjectItems(projectId: string, itemIds: string[]): Promise<void> {
  const route = sharingRoutes.reorderProjectItems;
  await apiFetch(pathOf(route, { id: projectId }), json(route.method, { itemIds }));
}

export async function moveProjectItem(itemId: string, projectId: string): Promise<void> {
  const route = sharingRoutes.moveProjectItem;
  await apiFetch(pathOf(route, { itemId }), json(route.method, { projectId }));
}

/** The absolute link to copy: this site's origin plus the share's page path. */
export const shareUrlOf = (share: Pick<Share, 'path'>) => `${window.location.origin}${share.path}`;

export async function fetchMembers(projectId: string) {
  const route = sharingRoutes.listMembers;
  return route.response.parse(await apiFetch(pathOf(route, { id: projectId })));
}

export async function inviteMember(projectId: string, input: { email: string; role: MemberRole }) {
  const route = sharingRoutes.inviteMember;
  await apiFetch(pathOf(route, { id: projectId }), json(route.method, input));
}

export async function removeMember(projectId: string, memberId: string) {
  const route = sharingRoutes.removeMember;
  await apiFetch(pathOf(route, { id: projectId, memberId }), json(route.method));
}

export async function fetchComments(projectId: string) {
  const route = sharingRoutes.listComments;
  return route.response.parse(await apiFetch(pathOf(route, { id: projectId })));
}

export async function postComment(projectId: string, input: { itemId: string; body: string }) {
  const route = sharingRoutes.addComment;
  await apiFetch(pathOf(route, { id: projectId }), json(route.method, input));
}

export async function fetchActivity(projectId: string) {
  const route = sharingRoutes.listActivity;
  return route.response.parse(await apiFetch(pathOf(route, { id: projectId })));
}
