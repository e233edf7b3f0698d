import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createAccountsTestApp } from '../modules/accounts/accounts.test-support';
import { operationNames } from './http-openapi';

/**
 * The API document is checked by an independent linter (Redocly's recommended rules), so client
 * generators and API references that read it do not trip on it. Warnings (for example "health has no
 * 4xx answer", which is true) are allowed; errors are not.
 */
describe('the OpenAPI document passes Redocly lint', () => {
  let testApp: TestApp;
  let source: string;

  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    source = response.body;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reports no errors under the recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
  });

  it('names every operation uniquely, with a summary', () => {
    const document = JSON.parse(source) as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => (operation.summary ?? '').length > 3)).toBe(true);
  });

  it('documents what every JSON operation answers on success (only file and image bytes and the event stream are opaque)', () => {
    const document = JSON.parse(source) as {
      paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
    };
    const undocumented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.entries(operation.responses ?? {})
          .filter(([status, response]) => status.startsWith('2') && response.description === 'Success')
          .map(() => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(undocumented.sort()).toEqual([
      'GET /api/events',
      'GET /api/furniture/{itemId}/picture',
      'GET /api/public/shares/{token}/images/{n}',
      'GET /api/rooms/{id}/download',
      'GET /files/{key}',
    ]);
  });
});

describe('operationNames', () => {
  it('names a route from its method and path unless the route names itself', () => {
    expect(operationNames({ method: 'GET', url: '/api/rooms/:id', schema: {} })).toEqual({
      operationId: 'getApiRoomsById',
      summary: 'Read rooms by id',
    });
    expect(
      operationNames({
        method: 'POST',
        url: '/api/x',
        schema: { operationId: 'makeX', summary: 'Make an x' },
      }),
    ).toEqual({ operationId: 'makeX', summary: 'Make an x' });
  });
});
