import type { MeResponse, Role } from '@roomcraft/contracts/accounts';
import type { UserRow } from '../auth.table';
import type { UserProfileRow } from '../profiles.table';

export const roleFlags = (role: Role | undefined) => ({
  isSuperAdmin: role === 'super_admin',
  isReviewer: role === 'reviewer',
});

/** The /api/me answer from the user row, its profile and the avatar's signed URL. */
export function toMeResponse({
  user,
  profile,
  avatarUrl,
}: {
  user: UserRow;
  profile: UserProfileRow;
  avatarUrl: string | null;
}): MeResponse {
  const flags = roleFlags(profile.role);
  const fullName = user.name.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName,
      username: user.username,
      imageUrl: avatarUrl,
      createdAt: user.createdAt.toISOString(),
    },
    profile: {
      displayName: profile.displayName,
      firstName: profile.firstName,
      lastName: profile.lastName,
      avatarUrl,
      isReviewer: flags.isReviewer,
      preferences: {
        defaultMode: profile.preferences.defaultMode ?? null,
        defaultStyle: profile.preferences.defaultStyle ?? null,
      },
    },
    ...flags,
    organizations: [],
  };
}
