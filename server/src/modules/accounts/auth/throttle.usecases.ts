import { createCodeCooldownError, createSignInThrottledError } from '../accounts.errors';
import type { ThrottleRepository } from './throttle.repository';
import { backoffSeconds, secondsUntil, throttleKeys } from './throttle.models';

/**
 * Counts a sign-in attempt as failed before the password is checked (429 while the account is in its
 * back-off, known or unknown email alike). Counting first keeps parallel wrong passwords from all passing
 * one check: from `threshold` attempts on, each starts a 2, 4, 8, ... second wait for the next.
 */
export async function claimSignInAttempt({
  email,
  threshold,
  throttleRepository,
  now = new Date(),
}: {
  email: string;
  threshold: number;
  throttleRepository: ThrottleRepository;
  now?: Date;
}): Promise<void> {
  const claim = await throttleRepository.claimAttempt({
    key: throttleKeys.signIn(email),
    now,
    lockFor: (failures) => backoffSeconds({ failures, threshold }),
  });
  if (!claim.claimed) {
    throw createSignInThrottledError({ retryAfterSeconds: secondsUntil({ until: claim.lockedUntil, now }) });
  }
}

/**
 * Settles a claimed attempt: the right password clears the count, a wrong one (or an unknown email) stays
 * counted, anything else (an unverified email, a provider error) is taken back.
 */
export async function settleSignInAttempt({
  email,
  outcome,
  throttleRepository,
}: {
  email: string;
  outcome: 'success' | 'failure' | 'other';
  throttleRepository: ThrottleRepository;
}): Promise<void> {
  const key = throttleKeys.signIn(email);
  if (outcome === 'success') return throttleRepository.clear({ key });
  if (outcome === 'other') return throttleRepository.releaseAttempt({ key });
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
