/** What a `Range` request header asks for, resolved against the file size (RFC 9110 section 14). */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Parses `bytes=a-b`, `bytes=a-` and `bytes=-n` (the last n bytes). Headers we do not serve (another unit,
 * several ranges, malformed) mean the whole file, as the RFC allows; a range that starts past the end is
 * unsatisfiable (416).
 */
export function parseRangeHeader({
  header,
  size,
}: {
  header: string | undefined;
  size: number;
}): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  // last < first makes the range-spec invalid (not unsatisfiable): ignore it and send the whole file.
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  // A first byte past the end is unsatisfiable whether or not a last byte was given (RFC 9110 14.1.2).
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'range', start, end };
}

/** Our ETags are strong and never change for a key (content addressed), so a match means "unchanged". */
export function formatEtag(key: string): string {
  return `"${key}"`;
}

/** True when `If-None-Match` (a list, possibly weak tags, or `*`) matches our ETag. */
export function etagMatches({ header, etag }: { header: string | undefined; etag: string }): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
