import type { MeResponse, UpdateProfileRequest } from '@roomcraft/contracts/accounts';
import type { Logger } from 'pino';
import { grantedRoleFor, type RoleGrant } from '../../../kernel/config';
import { createUnauthorizedError } from '../../../kernel/errors';
import type { StoragePort } from '../../../providers/storage/storage.port';
import { accountEventTypes, type AccountEventsRepository } from '../account-events/account-events.repository';
import type { ActivityRepository } from '../activity/activity.repository';
import { logActivity } from '../activity/activity.usecases';
import { toMeResponse } from './profiles.models';
import type { ProfilesRepository } from './profiles.repository';

/** Signed avatar links last a day; the web app refetches /api/me far more often. */
const avatarUrlTtlSeconds = 24 * 60 * 60;

/**
 * Runs whenever a verified user is updated (better-auth database hook): records `account.verified` once
 * per user (the credits ledger grants the welcome credits from it), promotes ADMIN_EMAIL and applies
 * DEV_ROLE_GRANTS (end-to-end tests; refused in production).
 */
export async function onEmailVerified({
  user,
  adminEmail,
  roleGrants = [],
  profilesRepository,
  accountEventsRepository,
  logger,
}: {
  user: { id: string; email: string };
  adminEmail: string | undefined;
  roleGrants?: readonly RoleGrant[];
  profilesRepository: ProfilesRepository;
  accountEventsRepository: AccountEventsRepository;
  logger: Logger;
}): Promise<void> {
  const { wasRecorded } = await accountEventsRepository.recordOnce({
    type: accountEventTypes.verified,
    userId: user.id,
    payload: { email: user.email },
  });
  if (wasRecorded) logger.info({ userId: user.id }, 'account verified');
  const isAdminEmail = adminEmail !== undefined && adminEmail.toLowerCase() === user.email.toLowerCase();
  const wantedRole = isAdminEmail ? 'super_admin' : grantedRoleFor({ grants: roleGrants, email: user.email });
  if (!wantedRole) return;
  const { role } = await profilesRepository.findRole({ userId: user.id });
  if (role !== wantedRole) {
    await profilesRepository.setRole({ userId: user.id, role: wantedRole });
    logger.info({ userId: user.id, role: wantedRole }, 'verified account given its configured role');
  }
}

/** The signed-in user with profile and roles; the profile is created when missing (older accounts). */
export async function getMe({
  userId,
  profilesRepository,
  storage,
}: {
  userId: string;
  profilesRepository: ProfilesRepository;
  storage: StoragePort;
}): Promise<MeResponse> {
  let { user, profile } = await profilesRepository.findUserWithProfile({ userId });
  if (!user) throw createUnauthorizedError();
  if (!profile) {
    await profilesRepository.ensureProfile({ userId, firstName: user.firstName, lastName: user.lastName });
    ({ user, profile } = await profilesRepository.findUserWithProfile({ userId }));
  }
  if (!user || !profile) throw createUnauthorizedError();
  const avatarUrl = profile.avatarKey
    ? await storage.getSignedUrl({ key: profile.avatarKey, expiresInSeconds: avatarUrlTtlSeconds })
    : profile.externalAvatarUrl;
  return toMeResponse({ user, profile, avatarUrl });
}

/** Applies a validated partial profile update and logs `profile_update`. */
export async function updateProfile({
  userId,
  input,
  userAgent,
  profilesRepository,
  activityRepository,
  storage,
}: {
  userId: string;
  input: UpdateProfileRequest;
  userAgent: string | undefined;
  profilesRepository: ProfilesRepository;
  activityRepository: ActivityRepository;
  storage: StoragePort;
}): Promise<MeResponse> {
  await getMe({ userId, profilesRepository, storage });
  const preferences = input.preferences
    ? Object.fromEntries(Object.entries(input.preferences).filter(([, value]) => value !== undefined))
    : undefined;
  await profilesRepository.updateProfile({
    userId,
    changes: {
      ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
      ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
      ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
      ...(preferences && Object.keys(preferences).length > 0 ? { preferences } : {}),
    },
  });
  await logActivity({
    userId,
    input: {
      action: 'profile_update',
      description: 'Profile updated',
      metadata: { fields: Object.keys(input) },
    },
    userAgent,
    activityRepository,
  });
  return getMe({ userId, profilesRepository, storage });
}
