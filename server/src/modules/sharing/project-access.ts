import type { ProjectAccess } from '@roomcraft/contracts/sharing';
import { createProjectNotFoundError } from './sharing.errors';
import type { SharingRepository } from './sharing.repository';
import type { ProjectRow } from './sharing.table';

/** Who asks: the signed-in account; an invitation matches its verified email. */
export interface ProjectViewer {
  userId: string;
  email: string;
  emailVerified: boolean;
}

const rank: Record<ProjectAccess, number> = { viewer: 0, editor: 1, owner: 2 };

/**
 * The project and the viewer's access to it, if at least `need`. No access, or less than needed, is the same
 * 404 as a missing project (ADR 022), except a member asking for more than their role: 404 too, so roles
 * cannot be probed either.
 */
export async function resolveProjectAccess({
  viewer,
  projectId,
  need,
  sharingRepository,
}: {
  viewer: ProjectViewer;
  projectId: string;
  need: ProjectAccess;
  sharingRepository: SharingRepository;
}): Promise<{ project: ProjectRow; access: ProjectAccess }> {
  const { project } = await sharingRepository.findProjectById({ id: projectId });
  if (!project) throw createProjectNotFoundError();
  let access: ProjectAccess | null = null;
  if (project.userId === viewer.userId) access = 'owner';
  else if (viewer.emailVerified) {
    const { member } = await sharingRepository.findMembership({
      projectId,
      email: viewer.email.toLowerCase(),
    });
    access = member?.role ?? null;
  }
  if (!access || rank[access] < rank[need]) throw createProjectNotFoundError();
  return { project, access };
}
