import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSpec, loadConfig, parseConfig } from './config';
import { repoRoot } from './paths';

const rootPackage = JSON.parse(readFileSync(join(repoRoot ?? '', 'package.json'), 'utf8')) as {
  version: string;
};

function problemsOf(env: Record<string, string>) {
  try {
    parseConfig({ env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('starts with no settings at all: embedded database in the repo data folder', () => {
    const config = parseConfig({ env: {}, cwd: '/somewhere/else' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.role).toBe('all');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(join(repoRoot ?? '', 'data'));
    expect(config.webDistDir).toBe(join(repoRoot ?? '', 'web', 'dist'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.eventsHeartbeatMs).toBe(15_000);
    expect(config.appVersion).toBe(rootPackage.version);
  });

  it('derives PUBLIC_URL from PORT and parses numbers', () => {
    const config = parseConfig({ env: { PORT: '8080', RATE_LIMIT_MAX: '7', TRUST_PROXY: 'true' } });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.rateLimitMax).toBe(7);
    expect(config.trustProxy).toBe(true);
  });

  it('resolves a relative DATA_DIR against the folder npm was started in', () => {
    const config = parseConfig({
      env: { DATA_DIR: './my-data', INIT_CWD: '/srv/roomcraft' },
      cwd: '/srv/roomcraft/server',
    });
    expect(config.dataDir).toBe('/srv/roomcraft/my-data');
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ env: { PORT: '', DATABASE_URL: '' } }).databaseUrl).toBeUndefined();
  });

  it('lists every bad key with what is wrong, in one message', () => {
    const error = problemsOf({
      PORT: 'abc',
      ROLE: 'boss',
      DATABASE_URL: 'mysql://db/x',
      PUBLIC_URL: 'localhost',
    });
    expect(error.problems.map((problem) => problem.env)).toEqual([
      'PORT',
      'DATABASE_URL',
      'ROLE',
      'PUBLIC_URL',
    ]);
    expect(error.message).toContain('PORT: must be a whole number from 0 to 65535 (got "abc")');
    expect(error.message).toContain('ROLE: must be one of: all, web, worker (got "boss")');
  });

  it('never repeats a secret value in its error message', () => {
    const error = problemsOf({ FILES_SIGNING_SECRET: 'short-secret-value' });
    expect(error.message).toContain('FILES_SIGNING_SECRET');
    expect(error.message).not.toContain('short-secret-value');
  });

  it('declares every key once with env, doc and a default or an explanation of unset', () => {
    const envNames = configSpec.map((spec) => spec.env);
    expect(new Set(envNames).size).toBe(envNames.length);
    for (const spec of configSpec) expect(spec.doc.length, spec.env).toBeGreaterThan(10);
  });

  it('generates the file-signing secret once and keeps it private in DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-config-'));
    try {
      const first = loadConfig({ env: { DATA_DIR: dataDir } });
      const second = loadConfig({ env: { DATA_DIR: dataDir } });
      expect(first.filesSigningSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.filesSigningSecret).toBe(first.filesSigningSecret);
      expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      const given = loadConfig({ env: { DATA_DIR: dataDir, FILES_SIGNING_SECRET: 'x'.repeat(40) } });
      expect(given.filesSigningSecret).toBe('x'.repeat(40));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps development routes to this machine by default, and off in production', () => {
    expect(parseConfig({ env: {} }).devRoutes).toBe('loopback');
    expect(parseConfig({ env: { NODE_ENV: 'production' } }).devRoutes).toBe('off');
  });

  it('refuses to start in production with development routes or role grants on', () => {
    const routes = problemsOf({ NODE_ENV: 'production', DEV_ROUTES: 'loopback' });
    expect(routes.problems.map((problem) => problem.env)).toEqual(['DEV_ROUTES']);
    const grants = problemsOf({ NODE_ENV: 'production', DEV_ROLE_GRANTS: 'super_admin:a@example.com' });
    expect(grants.problems.map((problem) => problem.env)).toEqual(['DEV_ROLE_GRANTS']);
    expect(problemsOf({ DEV_ROLE_GRANTS: 'owner:a@example.com' }).problems[0]?.env).toBe('DEV_ROLE_GRANTS');
  });
});
