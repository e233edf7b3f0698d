import { createCodeCooldownError, createSignInThrottledError } from '../accounts.errors';
import type { ThrottleRepository } from './throttle.repository';
import { backoffSeconds, secondsUntil, throttleKeys } from './throttle.models';

/** 429 while the account is in its back-off after repeated failed sign-ins (known or unknown email alike). */
export async function assertSignInAllowed({
  email,
  throttleRepository,
  now = new Date(),
}: {
  email: string;
  throttleRepository: ThrottleRepository;
  now?: Date;
}): Promise<void> {
  const row = await throttleRepository.find({ key: throttleKeys.signIn(email) });
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw createSignInThrottledError({ retryAfterSeconds: secondsUntil({ until: row.lockedUntil, now }) });
  }
}

/**
 * A wrong password (or unknown email) counts one failure; from `threshold` failures on, the account waits
 * 2^n seconds before the next try. The right password clears the count.
 */
export async function recordSignInOutcome({
  email,
  outcome,
  threshold,
  throttleRepository,
  now = new Date(),
}: {
  email: string;
  outcome: 'success' | 'failure' | 'other';
  threshold: number;
  throttleRepository: ThrottleRepository;
  now?: Date;
}): Promise<void> {
  const key = throttleKeys.signIn(email);
  if (outcome === 'success') return throttleRepository.clear({ key });
  if (outcome !== 'failure') return;
  const { failures } = await throttleRepository.addFailure({ key });
  const seconds = backoffSeconds({ failures, threshold });
  if (seconds > 0)
    await throttleRepository.lockUntil({ key, until: new Date(now.getTime() + seconds * 1000) });
}

type CodeType = 'email-verification' | 'forget-password';

/** 429 with Retry-After while a code to this address went out less than the cool-down ago. */
export async function assertCodeCooldownOver({
  email,
  type,
  throttleRepository,
  now = new Date(),
}: {
  email: string;
  type: CodeType;
  throttleRepository: ThrottleRepository;
  seconds: number;
  now?: Date;
}): Promise<void> {
  const row = await throttleRepository.find({ key: throttleKeys.codeResend({ email, type }) });
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw createCodeCooldownError({ retryAfterSeconds: secondsUntil({ until: row.lockedUntil, now }) });
  }
}

/** Starts the resend cool-down for an address. */
export async function startCodeCooldown({
  email,
  type,
  seconds,
  throttleRepository,
  now = new Date(),
}: {
  email: string;
  type: CodeType;
  seconds: number;
  throttleRepository: ThrottleRepository;
  now?: Date;
}): Promise<void> {
  if (seconds <= 0) return;
  await throttleRepository.lockUntil({
    key: throttleKeys.codeResend({ email, type }),
    until: new Date(now.getTime() + seconds * 1000),
  });
}
