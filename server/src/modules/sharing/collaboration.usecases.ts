import type { Features } from '@roomcraft/contracts/billing';
import {
  sharingMessages,
  sharingTopics,
  type ActivityEntry,
  type Comment,
  type MemberRole,
  type ProjectMember,
} from '@roomcraft/contracts/sharing';
import type { EmailPort } from '../../providers/email/email.port';
import type { EventBus } from '../events';
import { resolveProjectAccess, type ProjectViewer } from './project-access';
import {
  createCollaborationNotInPlanError,
  createMemberExistsError,
  createMemberNotFoundError,
  createProjectItemNotFoundError,
  createTeamLimitReachedError,
} from './sharing.errors';
import { isWithinLimit } from './sharing.models';
import type { SharingRepository } from './sharing.repository';

const activityLimit = 50;

/** Comments and activity reach the owner and every member looking at the project (ADR 022). */
async function publishProjectChange({ events, projectId }: { events: EventBus; projectId: string }) {
  await events.publish({ topics: [sharingTopics.projectComments(projectId)] });
}

/** Invites someone by email (the owner, on a plan with `hasTeamCollaboration`); mails them a link. */
export async function inviteMember({
  viewer,
  projectId,
  email,
  role,
  features,
  actorName,
  publicUrl,
  sharingRepository,
  emailPort,
  events,
}: {
  viewer: ProjectViewer;
  projectId: string;
  email: string;
  role: MemberRole;
  features: Pick<Features, 'hasTeamCollaboration' | 'teamMembers'>;
  actorName: string;
  publicUrl: string;
  sharingRepository: SharingRepository;
  emailPort: EmailPort;
  events: EventBus;
}): Promise<void> {
  const { project } = await resolveProjectAccess({ viewer, projectId, need: 'owner', sharingRepository });
  if (!features.hasTeamCollaboration) throw createCollaborationNotInPlanError();
  const address = email.toLowerCase();
  if (address === viewer.email.toLowerCase()) throw createMemberExistsError();
  const { members } = await sharingRepository.listMembers({ projectId });
  if (!isWithinLimit({ used: members.length, max: features.teamMembers })) {
    throw createTeamLimitReachedError({ max: features.teamMembers });
  }
  const { inserted } = await sharingRepository.insertMember({
    projectId,
    email: address,
    role,
    invitedBy: viewer.userId,
  });
  if (!inserted) throw createMemberExistsError();
  const link = `${publicUrl.replace(/\/$/, '')}/projects/${project.id}`;
  await emailPort.send({
    to: address,
    subject: sharingMessages.inviteMail.subject(project.name),
    text: sharingMessages.inviteMail.text({ projectName: project.name, role, link }),
  });
  await sharingRepository.insertActivity({ projectId, actorName, action: `invited a new ${role}` });
  await publishProjectChange({ events, projectId });
}

export async function listMembers({
  viewer,
  projectId,
  sharingRepository,
}: {
  viewer: ProjectViewer;
  projectId: string;
  sharingRepository: SharingRepository;
}): Promise<{ members: ProjectMember[] }> {
  await resolveProjectAccess({ viewer, projectId, need: 'owner', sharingRepository });
  const { members } = await sharingRepository.listMembers({ projectId });
  return {
    members: members.map((member) => ({
      id: member.id,
      email: member.email,
      role: member.role,
      createdAt: member.createdAt.toISOString(),
    })),
  };
}

export async function removeMember({
  viewer,
  projectId,
  memberId,
  sharingRepository,
  events,
}: {
  viewer: ProjectViewer;
  projectId: string;
  memberId: string;
  sharingRepository: SharingRepository;
  events: EventBus;
}): Promise<void> {
  await resolveProjectAccess({ viewer, projectId, need: 'owner', sharingRepository });
  const { deleted } = await sharingRepository.deleteMember({ projectId, id: memberId });
  if (!deleted) throw createMemberNotFoundError();
  await publishProjectChange({ events, projectId });
}

/** Projects the viewer was invited to (Shared Rooms, "shared with me"). */
export async function listSharedWithMe({
  viewer,
  ownerNameOf,
  sharingRepository,
}: {
  viewer: ProjectViewer;
  ownerNameOf: (userId: string) => Promise<string>;
  sharingRepository: SharingRepository;
}) {
  if (!viewer.emailVerified) return [];
  const { memberships } = await sharingRepository.listMembershipsForEmail({
    email: viewer.email.toLowerCase(),
  });
  return Promise.all(
    memberships.map(async ({ member, project }) => ({
      projectId: project.id,
      name: project.name,
      role: member.role,
      ownerName: await ownerNameOf(project.userId),
    })),
  );
}

export async function addComment({
  viewer,
  projectId,
  itemId,
  body,
  actorName,
  sharingRepository,
  events,
}: {
  viewer: ProjectViewer;
  projectId: string;
  itemId: string;
  body: string;
  actorName: string;
  sharingRepository: SharingRepository;
  events: EventBus;
}): Promise<void> {
  await resolveProjectAccess({ viewer, projectId, need: 'viewer', sharingRepository });
  const { items } = await sharingRepository.listItems({ projectIds: [projectId] });
  if (!items.some((item) => item.id === itemId)) throw createProjectItemNotFoundError();
  await sharingRepository.insertComment({
    projectId,
    itemId,
    userId: viewer.userId,
    authorName: actorName,
    body,
  });
  await sharingRepository.insertActivity({ projectId, actorName, action: 'commented on a design' });
  await publishProjectChange({ events, projectId });
}

export async function listComments({
  viewer,
  projectId,
  sharingRepository,
}: {
  viewer: ProjectViewer;
  projectId: string;
  sharingRepository: SharingRepository;
}): Promise<{ comments: Comment[] }> {
  await resolveProjectAccess({ viewer, projectId, need: 'viewer', sharingRepository });
  const { comments } = await sharingRepository.listComments({ projectId });
  return {
    comments: comments.map((comment) => ({
      id: comment.id,
      itemId: comment.itemId,
      authorName: comment.authorName,
      body: comment.body,
      isMine: comment.userId === viewer.userId,
      createdAt: comment.createdAt.toISOString(),
    })),
  };
}

export async function listActivity({
  viewer,
  projectId,
  sharingRepository,
}: {
  viewer: ProjectViewer;
  projectId: string;
  sharingRepository: SharingRepository;
}): Promise<{ activity: ActivityEntry[] }> {
  await resolveProjectAccess({ viewer, projectId, need: 'viewer', sharingRepository });
  const { activity } = await sharingRepository.listActivity({ projectId, limit: activityLimit });
  return {
    activity: activity.map((entry) => ({
      id: entry.id,
      actorName: entry.actorName,
      action: entry.action,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
