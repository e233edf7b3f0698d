import { z } from 'zod';
import { defineApiRoute } from './api-routes';
import { logoutMessages } from './messages';

/**
 * Accounts: sign-up with a 6-digit email code, sign-in/out, password reset by code (better-auth under
 * `/api/auth/*`), the signed-in user (`/api/me`), profiles and avatars, activity log, first-admin setup
 * and the legacy-account upgrade. Every error, including better-auth's, is `{ error: { code, message } }`
 * with a code from `accountErrorCodes` (or the shared `errorCodes`). The web app branches on codes.
 */

// ---------------------------------------------------------------------------------------------------------
// better-auth endpoints (1.7.25 names). Only these are served; any other /api/auth/* path is a 404.
// Sessions are an httpOnly, SameSite=Lax cookie (Secure on https); send requests with credentials.
// ---------------------------------------------------------------------------------------------------------
/** Where better-auth is mounted (its `basePath`); the endpoints we serve under it are in `accountRoutes`. */
export const authBasePath = '/api/auth';

/** Business constants of accounts (docs/spec §§5 and 9). */
export const accountLimits = {
  verificationCodeLength: 6,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  nameMaxLength: 50,
  displayNameMaxLength: 60,
  avatarMaxBytes: 7_340_032,
  avatarSizePx: 256,
  /** A login is logged at most once per this many milliseconds per user (docs/spec §9). */
  loginLogIntervalMs: 5 * 60 * 1000,
  welcomeCredits: 5,
} as const;

export const emailSchema = z.email().max(254);
export const passwordSchema = z
  .string()
  .min(accountLimits.passwordMinLength)
  .max(accountLimits.passwordMaxLength);
export const personNameSchema = z.string().trim().min(1).max(accountLimits.nameMaxLength);
export const verificationCodeSchema = z.string().regex(/^\d{6}$/, 'Enter 6-digit code');

// ---------------------------------------------------------------------------------------------------------
// better-auth request bodies (validated by our wrapper before better-auth sees them; unknown keys rejected)
// ---------------------------------------------------------------------------------------------------------
export const signUpRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  /** Full name; defaults to "firstName lastName". */
  name: z
    .string()
    .trim()
    .min(1)
    .max(accountLimits.nameMaxLength * 2 + 1)
    .optional(),
  firstName: personNameSchema,
  lastName: personNameSchema,
  callbackURL: z.string().max(500).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(accountLimits.passwordMaxLength),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(500).optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const otpTypes = ['email-verification', 'forget-password'] as const;
export const sendVerificationOtpRequestSchema = z.strictObject({
  email: emailSchema,
  type: z.enum(otpTypes),
});
export type SendVerificationOtpRequest = z.infer<typeof sendVerificationOtpRequestSchema>;

export const verifyEmailRequestSchema = z.strictObject({ email: emailSchema, otp: verificationCodeSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const requestPasswordResetRequestSchema = z.strictObject({ email: emailSchema });
export type RequestPasswordResetRequest = z.infer<typeof requestPasswordResetRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  otp: verificationCodeSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(accountLimits.passwordMaxLength),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The user as better-auth returns it (dates as ISO strings). Session tokens are never in bodies. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  username: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
export const authUserResponseSchema = z.object({ user: authUserSchema });
/** Sign-in answers the user and better-auth's `redirect` flag (the session token is never sent in a body). */
export const signInResponseSchema = authUserResponseSchema.extend({ redirect: z.boolean().optional() });
/** Sign-out, code requests and password resets: `{ success: true }`. */
export const authSuccessResponseSchema = z.object({ success: z.boolean() });

/** `GET /api/auth/get-session`: null when signed out. */
export const sessionResponseSchema = z
  .object({
    session: z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: authUserSchema,
  })
  .nullable();
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// /api/me and profiles
// ---------------------------------------------------------------------------------------------------------
export const roles = ['user', 'reviewer', 'super_admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Studio modes a profile can default to (docs/spec §4, studio modes). */
export const studioModes = ['ideation', 'visualize', 'compose', 'floorplan'] as const;
export const studioModeSchema = z.enum(studioModes);
export type StudioMode = z.infer<typeof studioModeSchema>;

export const profilePreferencesSchema = z.object({
  defaultMode: studioModeSchema.nullable(),
  defaultStyle: z.string().nullable(),
});
export type ProfilePreferences = z.infer<typeof profilePreferencesSchema>;

export const meUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  username: z.string().nullable(),
  /** Signed URL of the avatar, or null. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export const profileSchema = z.object({
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isReviewer: z.boolean(),
  preferences: profilePreferencesSchema,
});
export type Profile = z.infer<typeof profileSchema>;
export const organizationMembershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.string(),
});
/** `GET /api/me` (401 auth.unauthorized when signed out). Also the answer of PATCH /api/me/profile. */
export const meResponseSchema = z.object({
  user: meUserSchema,
  profile: profileSchema,
  isSuperAdmin: z.boolean(),
  isReviewer: z.boolean(),
  /** Empty until organizations exist. */
  organizations: z.array(organizationMembershipSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

const optionalName = (max: number) => z.string().trim().min(1).max(max);
/** `PATCH /api/me/profile`: only the given fields change; `null` clears displayName or a preference. */
export const updateProfileRequestSchema = z.strictObject({
  displayName: optionalName(accountLimits.displayNameMaxLength).nullable().optional(),
  firstName: optionalName(accountLimits.nameMaxLength).optional(),
  lastName: optionalName(accountLimits.nameMaxLength).optional(),
  preferences: z
    .strictObject({
      defaultMode: studioModeSchema.nullable().optional(),
      defaultStyle: z.string().trim().min(1).max(60).nullable().optional(),
    })
    .optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** `POST /api/me/avatar` with the raw image as body (image/jpeg, image/png or image/webp, <= 7 MB). */
export const avatarContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const avatarResponseSchema = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Activity log
// ---------------------------------------------------------------------------------------------------------
export const activityActions = [
  'login',
  'logout',
  'image_upload',
  'cost_analysis',
  'credit_purchase',
  'profile_update',
  'share_create',
  'ideation_request',
  'gallery_view',
] as const;
export const activityActionSchema = z.enum(activityActions);
export type ActivityAction = z.infer<typeof activityActionSchema>;

/** `POST /api/activity` -> 204. Device info is read from the User-Agent by the server. */
export const logActivityRequestSchema = z.strictObject({
  action: activityActionSchema,
  description: z.string().trim().max(500).optional(),
  metadata: z
    .record(z.string(), z.unknown())
    .refine(
      (value) => JSON.stringify(value).length <= 4096,
      'metadata must be at most 4096 characters of JSON',
    )
    .optional(),
  success: z.boolean().optional(),
  error: z.string().max(1000).optional(),
  sessionId: z.string().max(200).optional(),
});
export type LogActivityRequest = z.infer<typeof logActivityRequestSchema>;
export const deviceInfoSchema = z.object({ device: z.string(), browser: z.string(), os: z.string() });
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

// ---------------------------------------------------------------------------------------------------------
// First super admin (/admin-setup)
// ---------------------------------------------------------------------------------------------------------
export const adminSetupStatusSchema = z.object({ isSetupDone: z.boolean() });
export type AdminSetupStatus = z.infer<typeof adminSetupStatusSchema>;
export const adminSetupRequestSchema = z.strictObject({ token: z.string().trim().min(1).max(200) });
export const adminSetupResponseSchema = z.object({ isSuperAdmin: z.literal(true) });

// ---------------------------------------------------------------------------------------------------------
// Legacy-account upgrade (spec: account-upgrade panel, migration flow)
// ---------------------------------------------------------------------------------------------------------
export const legacySignInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(accountLimits.passwordMaxLength),
});
export const legacySignInResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('migration_candidate'),
    /** Opaque, short-lived; pass it to the next two calls. */
    migrationToken: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  z.object({ status: z.literal('already_migrated') }),
]);
export type LegacySignInResponse = z.infer<typeof legacySignInResponseSchema>;

/** `POST /api/legacy/migrations`: creates the new account and mails the 6-digit code. */
export const startMigrationRequestSchema = z.strictObject({
  migrationToken: z.string().min(1).max(200),
  password: passwordSchema,
});
export const startMigrationResponseSchema = z.object({ status: z.literal('verify'), email: z.string() });
export type StartMigrationResponse = z.infer<typeof startMigrationResponseSchema>;

/** `POST /api/legacy/migrations/verify`: verifies, migrates the data and signs in (session cookie). */
export const verifyMigrationRequestSchema = z.strictObject({
  migrationToken: z.string().min(1).max(200),
  otp: verificationCodeSchema,
});
export const verifyMigrationResponseSchema = z.object({ success: z.literal(true) });

export const migrationStatuses = ['pending', 'verify', 'completed', 'failed'] as const;
export type MigrationStatus = (typeof migrationStatuses)[number];

// ---------------------------------------------------------------------------------------------------------
// Endpoints (CONTRIBUTING.md, "Route definitions"). The better-auth ones (1.7.25 names) go through our
// wrapper: only these are served, any other /api/auth/* path is a 404. Sessions are an httpOnly, SameSite=Lax
// cookie (Secure on https); send requests with credentials.
// ---------------------------------------------------------------------------------------------------------
export const accountRoutes = {
  /** Anyone: creates the account and mails the 6-digit code; never signs in (the email needs its code first). */
  signUpEmail: defineApiRoute({
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: signUpRequestSchema,
    response: authUserResponseSchema,
  }),
  /** Anyone: signs in (session cookie); 403 auth.email_not_verified re-sends a code. */
  signInEmail: defineApiRoute({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: signInRequestSchema,
    response: signInResponseSchema,
  }),
  /** Anyone (body `{}`): clears the session cookie; `{ success: true }`. */
  signOut: defineApiRoute({
    method: 'POST',
    path: '/api/auth/sign-out',
    response: authSuccessResponseSchema,
  }),
  /** Anyone: the current session, null when signed out. */
  getSession: defineApiRoute({
    method: 'GET',
    path: '/api/auth/get-session',
    response: sessionResponseSchema,
  }),
  /** Anyone: mails a new code; 429 auth.code_cooldown with Retry-After. */
  sendVerificationOtp: defineApiRoute({
    method: 'POST',
    path: '/api/auth/email-otp/send-verification-otp',
    body: sendVerificationOtpRequestSchema,
    response: authSuccessResponseSchema,
  }),
  /** Anyone: verifies the email with its code and signs the user in (session cookie). */
  verifyEmail: defineApiRoute({
    method: 'POST',
    path: '/api/auth/email-otp/verify-email',
    body: verifyEmailRequestSchema,
    response: authUserResponseSchema,
  }),
  /** Anyone: mails a password-reset code; `{ success: true }` also for unknown emails. */
  requestPasswordReset: defineApiRoute({
    method: 'POST',
    path: '/api/auth/email-otp/request-password-reset',
    body: requestPasswordResetRequestSchema,
    response: authSuccessResponseSchema,
  }),
  /** Anyone: deprecated alias of requestPasswordReset kept by better-auth 1.7; same body and answer. */
  forgetPassword: defineApiRoute({
    method: 'POST',
    path: '/api/auth/forget-password/email-otp',
    body: requestPasswordResetRequestSchema,
    response: authSuccessResponseSchema,
  }),
  /** Anyone with the emailed code: sets a new password and marks the email verified. */
  resetPassword: defineApiRoute({
    method: 'POST',
    path: '/api/auth/email-otp/reset-password',
    body: resetPasswordRequestSchema,
    response: authSuccessResponseSchema,
  }),
  /** Signed in: changes the password. */
  changePassword: defineApiRoute({
    method: 'POST',
    path: '/api/auth/change-password',
    body: changePasswordRequestSchema,
    response: authUserResponseSchema,
  }),
  /** Signed in (401 auth.unauthorized otherwise): the user, profile, admin flags and organizations. */
  me: defineApiRoute({ method: 'GET', path: '/api/me', response: meResponseSchema }),
  /** Signed in: changes only the given profile fields; answers the whole `/api/me`. */
  updateProfile: defineApiRoute({
    method: 'PATCH',
    path: '/api/me/profile',
    body: updateProfileRequestSchema,
    response: meResponseSchema,
  }),
  /** Signed in: the raw image is the body (`avatarContentTypes`, <= 7 MB); answers its signed URL. */
  uploadAvatar: defineApiRoute({ method: 'POST', path: '/api/me/avatar', response: avatarResponseSchema }),
  /** Signed in: removes the avatar. */
  removeAvatar: defineApiRoute({ method: 'DELETE', path: '/api/me/avatar', status: 204, response: z.null() }),
  /** Signed in: the web app reports what the user did (device info comes from the User-Agent). */
  logActivity: defineApiRoute({
    method: 'POST',
    path: '/api/activity',
    body: logActivityRequestSchema,
    status: 204,
    response: z.null(),
  }),
  /** Anyone: whether a super admin exists already. */
  adminSetupStatus: defineApiRoute({
    method: 'GET',
    path: '/api/admin-setup',
    response: adminSetupStatusSchema,
  }),
  /** Signed in and verified: the one-time token from the server log makes the caller the first super admin. */
  completeAdminSetup: defineApiRoute({
    method: 'POST',
    path: '/api/admin-setup',
    body: adminSetupRequestSchema,
    response: adminSetupResponseSchema,
  }),
  /** Anyone: checks the credentials against the old login provider. */
  legacySignIn: defineApiRoute({
    method: 'POST',
    path: '/api/legacy/sign-in',
    body: legacySignInRequestSchema,
    response: legacySignInResponseSchema,
  }),
  /** Anyone with a migration token: creates the new account and mails the 6-digit code. */
  startMigration: defineApiRoute({
    method: 'POST',
    path: '/api/legacy/migrations',
    body: startMigrationRequestSchema,
    response: startMigrationResponseSchema,
  }),
  /** Anyone with a migration token and the code: verifies, migrates the data and signs in (session cookie). */
  verifyMigration: defineApiRoute({
    method: 'POST',
    path: '/api/legacy/migrations/verify',
    body: verifyMigrationRequestSchema,
    response: verifyMigrationResponseSchema,
  }),
} as const;

// ---------------------------------------------------------------------------------------------------------
// Error codes and user-facing texts
// ---------------------------------------------------------------------------------------------------------
export const accountErrorCodes = {
  /** 401: wrong password and unknown email answer exactly the same. */
  invalidCredentials: 'auth.invalid_credentials',
  /** 403: sign-in before the email is verified; a new code has been sent (unless one was just sent). */
  emailNotVerified: 'auth.email_not_verified',
  /** 400: wrong verification code. */
  invalidCode: 'auth.invalid_code',
  /** 400: the code is older than its expiry; request a new one. */
  codeExpired: 'auth.code_expired',
  /** 403: too many wrong tries; this code is dead, request a new one. */
  codeAttemptsExhausted: 'auth.code_attempts_exhausted',
  /** 429 + Retry-After: a code was sent moments ago. */
  codeCooldown: 'auth.code_cooldown',
  /** 429 + Retry-After: too many failed sign-ins for this account (growing back-off). */
  signInThrottled: 'auth.sign_in_throttled',
  /** 400: the password is too short or too long. */
  passwordInvalid: 'auth.password_invalid',
  /** 403: the account's email must be verified first. */
  verificationRequired: 'auth.verification_required',
  /** 415: avatar is not a JPEG, PNG or WebP image (checked by content). */
  avatarUnsupported: 'accounts.avatar_unsupported',
  /** 413: avatar larger than 7 MB. */
  avatarTooLarge: 'accounts.avatar_too_large',
  /** 403: wrong or used admin setup token. */
  adminSetupTokenInvalid: 'accounts.admin_setup_token_invalid',
  /** 409: a super admin exists already. */
  adminSetupDone: 'accounts.admin_setup_done',
  /** 409: the email already has an account in the new system. */
  accountExists: 'accounts.account_exists',
  /** 409: this legacy account was migrated already. */
  migrationAlreadyComplete: 'accounts.migration_already_complete',
  /** 400: the migration token is unknown, used or expired: start again by signing in. */
  migrationTokenInvalid: 'accounts.migration_token_invalid',
} as const;
export type AccountErrorCode = (typeof accountErrorCodes)[keyof typeof accountErrorCodes];

/** Verification code form (docs/spec §§5 and 8). */
export const verificationMessages = {
  codePlaceholder: 'Enter 6-digit code',
  failedTitle: 'Verification Failed',
  failedDefault: 'Failed to verify email. Please try again.',
  invalidCode: 'That code is not correct. Check the email and try again.',
  codeExpired: 'This code has expired. Request a new code.',
  attemptsExhausted: 'Too many wrong codes. Request a new code.',
  emailNotVerified: 'Please verify your email address. We sent a 6-digit code to your inbox.',
  verificationRequired: 'Please verify your email address first.',
  codeCooldown: 'A code was sent moments ago. Please wait before asking for another.',
} as const;

/** Sign-up / sign-in texts (docs/spec §8 plus our own where it gives none). */
export const authMessages = {
  invalidCredentials: 'Invalid email or password.',
  signInThrottled: 'Too many failed sign-in attempts. Please wait a moment and try again.',
  passwordInvalid: `Passwords need ${accountLimits.passwordMinLength} to ${accountLimits.passwordMaxLength} characters.`,
  signupSetupError: 'Setup error - please refresh and try again',
  signupUnableToVerify: 'Unable to verify email or complete signup',
  signupIncomplete: 'Signup process did not complete successfully',
  welcomeBack: 'Welcome back!',
} as const;

/** Toast after signing out (docs/spec §2, user menu); the same object as messages.ts exports. */
export const signOutMessages = logoutMessages;

/** Account-upgrade panel and migration flow (docs/spec §§2, 4, 5 and 8). */
export const migrationMessages = {
  upgradeButton: 'Upgrade My Account',
  learnMoreButton: 'Learn More',
  creatingAccount: 'Creating your new account... This may take a moment.',
  failedTitle: 'Migration Failed',
  failedDefault: 'Migration failed',
  unexpected: 'An unexpected error occurred during migration.',
  alreadyCompleteTitle: 'Migration Already Complete',
  alreadyComplete: 'Your account has already been upgraded. Please use the new login page.',
  accountExists:
    'Account Already Exists: You already have an account with the new system. Please use the new login page instead.',
  goToNewLogin: 'Go to New Login',
  noEmail: 'No email found for migration',
  notInitialized: 'Authentication system not properly initialized. Please refresh the page and try again.',
  tokenInvalid: 'This upgrade link has expired. Please sign in with your old account again.',
  /** The toast stays this long (docs/spec §8). */
  failedToastMs: 10_000,
  /** After completion the page reloads after this long (docs/spec §4). */
  reloadAfterMs: 2_000,
} as const;

/** Avatar upload (docs/spec §5, upload rules). */
export const avatarMessages = {
  unsupportedTitle: 'Unsupported format',
  unsupported: 'Please use JPEG, PNG, or WebP images only.',
  tooLargeTitle: 'File too large',
  tooLarge: 'Image must be less than 7MB.',
} as const;

/** /admin-setup page. */
export const adminSetupMessages = {
  tokenInvalid: 'That setup token is not valid. Check the server log for the current token.',
  alreadyDone: 'Admin setup is already complete: a super admin exists. Ask them for access.',
} as const;
