/** zod keeps its global settings here (zod/v4/core `globalConfig`), created by whichever side comes first. */
const zodConfigKey = '__zod_globalConfig';

/**
 * Tells zod never to compile parsers with `new Function`: its probe for that trips the Content-Security-
 * Policy (no 'unsafe-eval') and logs a violation on every page (ADR 021). Sets zod's global config object
 * directly, the same one `config({ jitless: true })` writes, so the landing page's first load does not
 * need zod at all (zod loads later, with the first form or schema that needs it, and reads this object).
 */
export function makeZodJitless(): void {
  const holder = globalThis as { [zodConfigKey]?: Record<string, unknown> };
  holder[zodConfigKey] = Object.assign(holder[zodConfigKey] ?? {}, { jitless: true });
}
