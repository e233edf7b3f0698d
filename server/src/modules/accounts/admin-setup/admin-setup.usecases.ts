import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { createAdminSetupDoneError, createAdminSetupTokenInvalidError } from '../accounts.errors';
import type { ProfilesRepository } from '../profiles/profiles.repository';
import type { AdminSetupRepository } from './admin-setup.repository';

const hashToken = (token: string) => createHash('sha256').update(token.trim()).digest('hex');

/**
 * At start: while no super admin exists, either ADMIN_EMAIL names who becomes one (promoted now if that
 * account is verified already, else when it verifies), or a one-time token is issued, stored hashed, and
 * printed in the log. Returns the token for the caller that needs it (tests).
 */
export async function prepareAdminSetup({
  adminEmail,
  adminSetupRepository,
  profilesRepository,
  logger,
}: {
  adminEmail: string | undefined;
  adminSetupRepository: AdminSetupRepository;
  profilesRepository: ProfilesRepository;
  logger: Logger;
}): Promise<{ token: string | undefined }> {
  if (adminEmail) {
    const { user } = await profilesRepository.findUserByEmail({ email: adminEmail });
    if (user?.emailVerified) {
      await profilesRepository.ensureProfile({
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      const { role } = await profilesRepository.findRole({ userId: user.id });
      if (role !== 'super_admin') await profilesRepository.setRole({ userId: user.id, role: 'super_admin' });
    }
  }
  if (await profilesRepository.hasSuperAdmin()) {
    await adminSetupRepository.deleteAll();
    return { token: undefined };
  }
  if (adminEmail) {
    logger.info({ adminEmail }, `Admin setup: ${adminEmail} becomes super admin when it verifies its email.`);
    return { token: undefined };
  }
  const token = randomBytes(24).toString('base64url');
  await adminSetupRepository.insertToken({ tokenHash: hashToken(token) });
  logger.warn(
    `Admin setup token: ${token} Open /admin-setup while signed in to become the first super admin.`,
  );
  return { token };
}

export async function getAdminSetupStatus({
  profilesRepository,
}: {
  profilesRepository: ProfilesRepository;
}): Promise<{ isSetupDone: boolean }> {
  return { isSetupDone: await profilesRepository.hasSuperAdmin() };
}

/** Makes the signed-in user the first super admin if the token is one of the issued ones. */
export async function completeAdminSetup({
  userId,
  token,
  adminSetupRepository,
  profilesRepository,
  logger,
}: {
  userId: string;
  token: string;
  adminSetupRepository: AdminSetupRepository;
  profilesRepository: ProfilesRepository;
  logger: Logger;
}): Promise<{ isSuperAdmin: true }> {
  if (await profilesRepository.hasSuperAdmin()) throw createAdminSetupDoneError();
  const { wasConsumed } = await adminSetupRepository.consumeAll({ tokenHash: hashToken(token) });
  if (!wasConsumed) {
    // A concurrent call may have just used the token: say "done" rather than "wrong token" then.
    if (await profilesRepository.hasSuperAdmin()) throw createAdminSetupDoneError();
    throw createAdminSetupTokenInvalidError();
  }
  await profilesRepository.setRole({ userId, role: 'super_admin' });
  logger.info({ userId }, 'admin setup complete: first super admin');
  return { isSuperAdmin: true };
}
