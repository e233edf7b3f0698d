/** Throttle keys: one row per account and purpose in `auth_throttles`. Emails are lower-cased. */
export const throttleKeys = {
  signIn: (email: string) => `sign-in:${email.toLowerCase()}`,
  codeResend: ({ email, type }: { email: string; type: string }) => `code:${type}:${email.toLowerCase()}`,
};

/** The longest a single back-off lasts. */
export const maxBackoffSeconds = 15 * 60;

/**
 * Growing back-off after failed sign-ins: nothing below `threshold` failures, then 2, 4, 8, ... seconds
 * (the n-th failure from the threshold on waits 2^n seconds), capped at 15 minutes.
 */
export function backoffSeconds({ failures, threshold }: { failures: number; threshold: number }): number {
  if (failures < threshold) return 0;
  const exponent = Math.min(failures - threshold + 1, 20);
  return Math.min(2 ** exponent, maxBackoffSeconds);
}

/** Whole seconds until `until`, at least 1 (a Retry-After of 0 would invite an instant retry). */
export function secondsUntil({ until, now }: { until: Date; now: Date }): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
