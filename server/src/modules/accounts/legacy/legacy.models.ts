/** A username for a legacy account without one: the email's local part plus a timestamp (docs/spec §4). */
export function generatedUsername({ email, now }: { email: string; now: Date }): string {
  const prefix = (email.split('@')[0] ?? 'user').replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 40) || 'user';
  return `${prefix}${now.getTime()}`;
}

/** Only https links are carried over as avatars (no data:, javascript: or plain-http mixed content). */
export function isSafeAvatarUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
