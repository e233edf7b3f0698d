import { accountLimits, type LogActivityRequest } from '@roomcraft/contracts/accounts';
import type { ActivityRepository } from './activity.repository';
import { parseDeviceInfo } from './activity.models';

/**
 * Records one activity with device info read from the User-Agent. Logins are recorded at most once per
 * 5 minutes per user (docs/spec §9), whoever reports them (the sign-in route or the web app).
 */
export async function logActivity({
  userId,
  input,
  userAgent,
  activityRepository,
  now = new Date(),
}: {
  userId: string;
  input: LogActivityRequest;
  userAgent: string | undefined;
  activityRepository: ActivityRepository;
  now?: Date;
}): Promise<{ wasLogged: boolean }> {
  if (input.action === 'login') {
    const since = new Date(now.getTime() - accountLimits.loginLogIntervalMs);
    if (await activityRepository.hasSince({ userId, action: 'login', since })) return { wasLogged: false };
  }
  await activityRepository.insert({
    userId,
    action: input.action,
    description: input.description ?? null,
    metadata: input.metadata ?? null,
    success: input.success ?? true,
    error: input.error ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
    deviceInfo: parseDeviceInfo(userAgent),
    sessionId: input.sessionId ?? null,
  });
  return { wasLogged: true };
}
