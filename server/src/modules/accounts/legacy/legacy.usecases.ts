import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { LegacySignInResponse, StartMigrationResponse } from '@roomcraft/contracts/accounts';
import type { Logger } from 'pino';
import { isAPIError } from 'better-auth/api';
import {
  createAccountExistsError,
  createInvalidCredentialsError,
  createMigrationAlreadyCompleteError,
  createMigrationTokenInvalidError,
} from '../accounts.errors';
import { accountEventTypes, type AccountEventsRepository } from '../account-events/account-events.repository';
import type { AccountsAuth } from '../auth/auth.instance';
import { toAuthAppError, type BetterAuthErrorBody } from '../auth/auth.models';
import type { ThrottleRepository } from '../auth/throttle.repository';
import { claimSignInAttempt, settleSignInAttempt } from '../auth/throttle.usecases';
import type { LegacyMigrationRow } from '../legacy.table';
import type { ProfilesRepository } from '../profiles/profiles.repository';
import type { LegacyRepository } from './legacy.repository';
import { generatedUsername, isSafeAvatarUrl } from './legacy.models';

// Compared against when the email is unknown, so both cases cost one bcrypt comparison (same timing).
const dummyHash = '$2b$10$gaY2eFFFwPAD/naVI0yR3uIEvJ1gwv6QRhQAXeSnDTY3oMfZvtEBq';
const tokenTtlMs = 30 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Step 1: the old email + password. A match makes the user a migration candidate with a short-lived
 * token; a finished migration says so. Failures answer exactly like a failed normal sign-in and count
 * towards the same per-account back-off.
 */
export async function legacySignIn({
  email,
  password,
  legacyRepository,
  throttleRepository,
  lockoutThreshold,
  now = new Date(),
}: {
  email: string;
  password: string;
  legacyRepository: LegacyRepository;
  throttleRepository: ThrottleRepository;
  lockoutThreshold: number;
  now?: Date;
}): Promise<LegacySignInResponse> {
  await claimSignInAttempt({ email, threshold: lockoutThreshold, throttleRepository, now });
  const { legacyUser } = await legacyRepository.findLegacyUserByEmail({ email });
  const matches = await bcrypt.compare(password, legacyUser?.passwordHash ?? dummyHash);
  // A wrong password stays counted; the right one clears the count.
  if (!legacyUser || !matches) throw createInvalidCredentialsError();
  await settleSignInAttempt({ email, outcome: 'success', throttleRepository });
  const { migration } = await legacyRepository.findMigrationByLegacyUser({ legacyUserId: legacyUser.id });
  if (migration?.status === 'completed') return { status: 'already_migrated' };
  const migrationToken = randomBytes(32).toString('base64url');
  await legacyRepository.issueMigrationToken({
    legacyUserId: legacyUser.id,
    email: legacyUser.email,
    tokenHash: hashToken(migrationToken),
    tokenExpiresAt: new Date(now.getTime() + tokenTtlMs),
  });
  return {
    status: 'migration_candidate',
    migrationToken,
    email: legacyUser.email,
    firstName: legacyUser.firstName,
    lastName: legacyUser.lastName,
  };
}

async function findLiveMigration({
  migrationToken,
  legacyRepository,
  now,
}: {
  migrationToken: string;
  legacyRepository: LegacyRepository;
  now: Date;
}): Promise<LegacyMigrationRow> {
  const { migration } = await legacyRepository.findMigrationByToken({
    tokenHash: hashToken(migrationToken),
    now,
  });
  if (!migration) throw createMigrationTokenInvalidError();
  if (migration.status === 'completed') throw createMigrationAlreadyCompleteError();
  return migration;
}

/** Turns better-auth's thrown APIError into ours. */
function rethrowAuthError(error: unknown): never {
  if (isAPIError(error)) {
    const translated = toAuthAppError({ status: error.statusCode, body: error.body as BetterAuthErrorBody });
    if (translated) throw translated;
  }
  throw error;
}

/**
 * Step 2: creates the new account (email + new password, names and username from the legacy record)
 * and mails the 6-digit code. Resumable: a second call for the same migration re-sends the code.
 */
export async function startMigration({
  migrationToken,
  password,
  auth,
  legacyRepository,
  profilesRepository,
  logger,
  now = new Date(),
}: {
  migrationToken: string;
  password: string;
  auth: AccountsAuth;
  legacyRepository: LegacyRepository;
  profilesRepository: ProfilesRepository;
  logger: Logger;
  now?: Date;
}): Promise<StartMigrationResponse> {
  const migration = await findLiveMigration({ migrationToken, legacyRepository, now });
  const { legacyUser } = await legacyRepository.findLegacyUser({ id: migration.legacyUserId });
  if (!legacyUser) throw createMigrationTokenInvalidError();
  const email = legacyUser.email;
  const { user: existing } = await profilesRepository.findUserByEmail({ email });

  if (existing && existing.id !== migration.userId) throw createAccountExistsError();
  if (existing) {
    if (!existing.emailVerified) {
      await auth.api
        .sendVerificationOTP({ body: { email, type: 'email-verification' } })
        .catch(rethrowAuthError);
    }
    return { status: 'verify', email };
  }

  const firstName = legacyUser.firstName ?? null;
  const lastName = legacyUser.lastName ?? null;
  const name = [firstName, lastName].filter(Boolean).join(' ') || email.split('@')[0] || email;
  const result = await auth.api
    .signUpEmail({
      body: { email, password, name, firstName: firstName ?? undefined, lastName: lastName ?? undefined },
    })
    .catch(rethrowAuthError);
  // better-auth answers a duplicate email with a look-alike user; only a stored one is ours.
  const { user: created } = await profilesRepository.findUserByEmail({ email });
  if (!created || created.id !== result.user.id) throw createAccountExistsError();

  const wanted = legacyUser.username?.trim();
  const username =
    wanted && !(await profilesRepository.isUsernameTaken({ username: wanted }))
      ? wanted
      : generatedUsername({ email, now });
  await profilesRepository.setUsername({ userId: created.id, username });
  await legacyRepository.updateMigration({
    id: migration.id,
    changes: {
      userId: created.id,
      status: 'verify',
      notes: 'New account created; waiting for the email code',
    },
  });
  logger.info({ userId: created.id, migrationId: migration.id }, 'legacy migration: account created');
  return { status: 'verify', email };
}

/**
 * Step 3: checks the code (an email verified meanwhile counts as success), carries the data over
 * (avatar and names to the profile; credits and rooms onto the migration record and a `legacy.migrated`
 * event for the credits and rooms features), completes the record and returns the session cookies.
 */
export async function completeMigration({
  migrationToken,
  otp,
  auth,
  legacyRepository,
  profilesRepository,
  accountEventsRepository,
  logger,
  now = new Date(),
}: {
  migrationToken: string;
  otp: string;
  auth: AccountsAuth;
  legacyRepository: LegacyRepository;
  profilesRepository: ProfilesRepository;
  accountEventsRepository: AccountEventsRepository;
  logger: Logger;
  now?: Date;
}): Promise<{ userId: string; headers: Headers }> {
  const migration = await findLiveMigration({ migrationToken, legacyRepository, now });
  const { legacyUser } = await legacyRepository.findLegacyUser({ id: migration.legacyUserId });
  const { user } = migration.userId
    ? await profilesRepository.findUserWithProfile({ userId: migration.userId })
    : { user: undefined };
  if (!legacyUser || !user) throw createMigrationTokenInvalidError();

  const { headers } = user.emailVerified
    ? await auth.api.createMigratedUserSession({ body: { userId: user.id }, returnHeaders: true })
    : await auth.api
        .verifyEmailOTP({ body: { email: user.email, otp }, returnHeaders: true })
        .catch(rethrowAuthError);

  const rooms = legacyUser.rooms ?? [];
  await profilesRepository.updateProfile({
    userId: user.id,
    changes: {
      ...(legacyUser.firstName ? { firstName: legacyUser.firstName } : {}),
      ...(legacyUser.lastName ? { lastName: legacyUser.lastName } : {}),
      ...(isSafeAvatarUrl(legacyUser.avatarUrl) ? { externalAvatarUrl: legacyUser.avatarUrl } : {}),
    },
  });
  await accountEventsRepository.recordOnce({
    type: accountEventTypes.legacyMigrated,
    userId: user.id,
    payload: { legacyUserId: legacyUser.id, migrationId: migration.id, credits: legacyUser.credits, rooms },
  });
  await legacyRepository.updateMigration({
    id: migration.id,
    changes: {
      status: 'completed',
      completedAt: now,
      tokenHash: null,
      tokenExpiresAt: null,
      migratedCredits: legacyUser.credits,
      migratedRooms: rooms,
      notes: `Migrated ${legacyUser.credits} credits and ${rooms.length} rooms`,
    },
  });
  logger.info({ userId: user.id, migrationId: migration.id }, 'legacy migration completed');
  return { userId: user.id, headers };
}
