import { apiErrorSchema } from '@roomcraft/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createAccountsTestApp, signUpAndVerify } from '../modules/accounts/accounts.test-support';

interface Operation {
  method: string;
  path: string;
  responses: Record<string, unknown>;
  security?: unknown[];
}

interface OpenApiDocument {
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown[] }>>;
}

// Streams never end (SSE), and signing out would end the session the other calls use.
/** The JSON schema the document gives a status of an operation, as a validator (undefined: none). */
function jsonBodyValidator(response: unknown): z.ZodType | undefined {
  const schema = (response as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  if (schema === undefined) return undefined;
  return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0], { defaultTarget: 'openapi-3.0' });
}

const notFuzzed = new Set(['GET /api/events', 'POST /api/auth/sign-out']);

const pathValues = ['0b9d6a7e-3c5e-4b7a-9a55-6c1f2e3d4b5a', 'x'.repeat(150), 'not%00an-id', '..%2F..'];
const bodies: unknown[] = [
  undefined,
  {},
  { title: '\u0000', prompt: 'a\ud800', numberOfIdeas: -1, email: 'nope', tags: [1, null] },
  [1, 2, 3],
  'not json at all',
];

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      responses: operation.responses ?? {},
      ...(operation.security ? { security: operation.security } : {}),
    })),
  );
}

/**
 * Every operation of /api/openapi.json, called signed out and signed in with hostile path values and
 * bodies: no answer may be a 5xx, every status must be one the document lists for that operation, every
 * error must have the one error shape, and every 2xx body must match the schema the document gives it.
 */
describe('the API document, fuzzed against the running app', { timeout: 240_000 }, () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  let cookie: string;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    const documentResponse = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(documentResponse.statusCode, documentResponse.body).toBe(200);
    document = documentResponse.json();
    ({ cookie } = await signUpAndVerify(testApp));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('declares the session cookie and uses it on signed-in operations', () => {
    expect(document.components?.securitySchemes).toHaveProperty('sessionCookie');
    const secured = operationsOf(document).filter((operation) => operation.security?.length);
    expect(secured.length).toBeGreaterThan(30);
    for (const operation of secured) expect(operation.responses).toHaveProperty('401');
  });

  it('describes raw image bodies and sends no content on 204s', () => {
    const upload = document.paths['/api/upload-image']?.post as
      { requestBody?: { content?: Record<string, unknown> } } | undefined;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']),
    );
    const noContent = operationsOf(document).flatMap((operation) =>
      '204' in operation.responses ? [operation.responses['204']] : [],
    );
    expect(noContent.length).toBeGreaterThan(0);
    for (const response of noContent) expect(response).not.toHaveProperty('content');
  });

  it('answers every operation without a 5xx, with documented statuses, the error shape and 2xx bodies as documented', async () => {
    const problems: string[] = [];
    let successes = 0;
    for (const operation of operationsOf(document)) {
      if (notFuzzed.has(`${operation.method} ${operation.path}`)) continue;
      for (const value of pathValues) {
        const url = operation.path.replace(/\{[^}]+\}/g, value);
        for (const body of operation.method === 'GET' || operation.method === 'DELETE'
          ? [undefined]
          : bodies) {
          for (const headers of [{}, { cookie }]) {
            const response = await testApp.app.inject({
              method: operation.method as 'GET',
              url,
              headers: {
                ...headers,
                ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
              },
              ...(body === undefined ? {} : { payload: body as string }),
            });
            const what = `${operation.method} ${url} ${JSON.stringify(body) ?? ''} ${headers === undefined ? '' : Object.keys(headers).join()}`;
            const status = String(response.statusCode);
            if (response.statusCode >= 500)
              problems.push(`${what}: ${status} ${response.body.slice(0, 200)}`);
            else if (!(status in operation.responses)) problems.push(`${what}: undocumented ${status}`);
            else if (response.statusCode < 300) {
              successes += 1;
              const problem = successBodyProblem(operation.responses[status], response);
              if (problem) problems.push(`${what}: ${status} ${problem}`);
            } else if (
              response.statusCode >= 400 &&
              !apiErrorSchema.safeParse(safeJson(response.body)).success
            ) {
              problems.push(`${what}: ${status} without the error shape: ${response.body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    // The 2xx check is not vacuous: the reads without path parameters succeed signed in.
    expect(successes).toBeGreaterThan(20);
  });
});

const validators = new Map<unknown, z.ZodType | undefined>();

/** Why a 2xx body does not match what the document says of it, or undefined when it does. */
function successBodyProblem(
  documented: unknown,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
): string | undefined {
  if (response.statusCode === 204) return response.body === '' ? undefined : 'with a body';
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
  if (!validators.has(documented)) validators.set(documented, jsonBodyValidator(documented));
  const validator = validators.get(documented);
  if (!validator) return 'JSON body, but the document gives it no JSON schema';
  const parsed = validator.safeParse(safeJson(response.body));
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return `body does not match its schema: ${issues.slice(0, 3).join('; ')} in ${response.body.slice(0, 160)}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
