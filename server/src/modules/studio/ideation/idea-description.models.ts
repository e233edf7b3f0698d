import type { RenderedChange } from '../../../engine';

/**
 * The idea's description as the image shows it. Ideas are written before their image is drawn; when the
 * engine reports what it measurably changed (the offline engine does), the first sentence, which listed
 * the intended changes, is replaced by those measured changes, and a surface the render did not change
 * is no longer claimed. The rest (items kept, the user's request, "To add (not shown in the image)")
 * stays as written. Without measured changes (provider images) the description is kept.
 */
export function describeAsRendered({
  description,
  changes,
}: {
  description: string;
  changes: readonly RenderedChange[] | undefined;
}): string {
  if (!changes || changes.length === 0) return description;
  const firstSentenceEnd = description.indexOf('. ');
  const first = firstSentenceEnd === -1 ? description : description.slice(0, firstSentenceEnd);
  const rest = firstSentenceEnd === -1 ? '' : description.slice(firstSentenceEnd + 2);
  const colon = first.indexOf(':');
  const intro = colon === -1 ? 'In this image' : first.slice(0, colon);
  const shown = changes.map((change) => lowerFirst(change.summary));
  return [`${intro}: ${shown.join('; ')}.`, rest].filter(Boolean).join(' ');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
