/**
 * The accounts module's public surface: other modules and app/ import from here only (lint enforces it).
 * Sign-in state, profiles, the activity log and account events.
 */
export { accountsRoutes } from './accounts.routes';
export { createAccountsAuth, type AccountsAuth } from './auth/auth.instance';
export {
  getViewer,
  requireSuperAdmin,
  requireViewer,
  signedIn,
  superAdminOnly,
  viewerOf,
  type Viewer,
} from './auth/session';
export { createProfilesRepository, type ProfilesRepository } from './profiles/profiles.repository';
export { createAdminSetupRepository } from './admin-setup/admin-setup.repository';
export { prepareAdminSetup } from './admin-setup/admin-setup.usecases';
export { createActivityRepository, type ActivityRepository } from './activity/activity.repository';
export { logActivity } from './activity/activity.usecases';
export {
  accountEventTypes,
  createAccountEventsRepository,
  type AccountEventsRepository,
} from './account-events/account-events.repository';
