import type { EngineProgress } from '../design-engine.port';

/** Model id the local engine reports; bump when its output changes meaningfully. */
export const localModelId = 'roomcraft-local-1';

export const previewNote =
  'Made by the offline preview engine: it paints, re-lays and recolours the surfaces in your photo and never changes its structure.';

export function progress(
  context: { onProgress?: (progress: EngineProgress) => void },
  stage: string,
  fraction: number,
  message: string,
): void {
  context.onProgress?.({ stage, fraction, message });
}
