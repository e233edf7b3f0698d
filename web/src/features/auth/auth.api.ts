import {
  accountPaths,
  authPaths,
  legacySignInResponseSchema,
  startMigrationResponseSchema,
  type LegacySignInResponse,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignUpRequest,
  type StartMigrationResponse,
  type VerifyEmailRequest,
} from '@roomcraft/contracts/accounts';
import { apiFetch } from '@/lib/api-client';

/** Calls of the login page: better-auth under /api/auth and the legacy upgrade (contracts/accounts.ts). */
const post = <T = unknown>(path: string, body: unknown) =>
  apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** Signs in with email and password; the session cookie is set by the answer. */
export async function signInWithEmail(input: SignInRequest): Promise<void> {
  await post(authPaths.signInEmail, input);
}

/** Creates the account and mails the 6-digit code; does not sign in until the code is verified. */
export async function signUpWithEmail(input: SignUpRequest): Promise<void> {
  await post(authPaths.signUpEmail, input);
}

/** Verifies the email with its code, which also signs the user in. */
export async function verifyEmail(input: VerifyEmailRequest): Promise<void> {
  await post(authPaths.verifyEmail, input);
}

/** Mails a new code: for the email verification or for a password reset. */
export async function sendCode(input: { email: string; type: 'email-verification' | 'forget-password' }) {
  await post(authPaths.sendVerificationOtp, input);
}

/** Mails a password-reset code (answers the same for unknown emails). */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await post(authPaths.requestPasswordReset, input);
}

/** Sets a new password with the emailed code. */
export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await post(authPaths.resetPassword, input);
}

/** Checks the credentials against the old login provider. */
export async function legacySignIn(input: {
  email: string;
  password: string;
}): Promise<LegacySignInResponse> {
  return legacySignInResponseSchema.parse(await post(accountPaths.legacySignIn, input));
}

/** Creates the new account for a legacy user and mails the 6-digit code. */
export async function startMigration(input: {
  migrationToken: string;
  password: string;
}): Promise<StartMigrationResponse> {
  return startMigrationResponseSchema.parse(await post(accountPaths.legacyMigrations, input));
}

/** Verifies the code, moves the legacy data over and signs in. */
export async function verifyMigration(input: { migrationToken: string; otp: string }): Promise<void> {
  await post(accountPaths.legacyMigrationVerify, input);
}
