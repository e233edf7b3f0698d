import {
  accountRoutes,
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
  await post(accountRoutes.signInEmail.path, input);
}

/** Creates the account and mails the 6-digit code; does not sign in until the code is verified. */
export async function signUpWithEmail(input: SignUpRequest): Promise<void> {
  await post(accountRoutes.signUpEmail.path, input);
}

/** Verifies the email with its code, which also signs the user in. */
export async function verifyEmail(input: VerifyEmailRequest): Promise<void> {
  await post(accountRoutes.verifyEmail.path, input);
}

/** Mails a new code: for the email verification or for a password reset. */
export async function sendCode(input: { email: string; type: 'email-verification' | 'forget-password' }) {
  await post(accountRoutes.sendVerificationOtp.path, input);
}

/** Mails a password-reset code (answers the same for unknown emails). */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await post(accountRoutes.requestPasswordReset.path, input);
}

/** Sets a new password with the emailed code. */
export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await post(accountRoutes.resetPassword.path, input);
}

/** Checks the credentials against the old login provider. */
export async function legacySignIn(input: {
  email: string;
  password: string;
}): Promise<LegacySignInResponse> {
  const route = accountRoutes.legacySignIn;
  return route.response.parse(await post(route.path, input));
}

/** Creates the new account for a legacy user and mails the 6-digit code. */
export async function startMigration(input: {
  migrationToken: string;
  password: string;
}): Promise<StartMigrationResponse> {
  const route = accountRoutes.startMigration;
  return route.response.parse(await post(route.path, input));
}

/** Verifies the code, moves the legacy data over and signs in. */
export async function verifyMigration(input: { migrationToken: string; otp: string }): Promise<void> {
  await post(accountRoutes.verifyMigration.path, input);
}
