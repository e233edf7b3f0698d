/** Business constants and limits from docs/spec §9 that more than one side needs. */
export const limits = {
  uploadMaxBytes: 7_340_032,
  uploadMaxDimension: 4096,
  jpegQuality: 0.9,
  pollingIntervalMs: 2000,
  generationTimeoutMs: 60_000,
  roomLoadTimeoutMs: 8000,
  retryLimit: 3,
  verificationCodeLength: 6,
  mobileBreakpointPx: 768,
} as const;

/** Retry back-off of docs/spec §9: min(1000 * 2^(n-1), 10000) ms for attempt n (1-based). */
export function retryBackoffMs(attempt: number): number {
  return Math.min(1000 * 2 ** (Math.max(1, attempt) - 1), 10_000);
}
