#!/usr/bin/env node
// `npm test`: the whole suite, in the order CI wants it (fast feedback first):
//   1. Vitest: contracts, server and web projects, the server on embedded PGlite;
//   2. the server project again on a throwaway PostgreSQL (Debian binaries), when they are installed;
//   3. Playwright end-to-end specs in Debian Chromium against the built app.
// It ends with one plain summary line ("total: N passed, N failed") that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reportDir = join(root, 'test-results');
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
// Names and first error lines of failed tests, repeated after the stage timings so that a CI log
// that keeps only its tail still says what broke.
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  stages.push({ name, seconds, ok: result.status === 0 });
  return result.status === 0;
}

function countVitest(file, stage) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const testFile of report.testResults ?? []) {
    const relative = String(testFile.name ?? '').replace(root, '');
    const failed = (testFile.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`[${stage}] ${relative} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (testFile.status === 'failed' && failed.length === 0)
      failures.push(`[${stage}] ${relative} did not load: ${firstLine(testFile.message)}`);
  }
  totals.passed += report.numPassedTests ?? 0;
  // A file that fails to load counts as one failure even though none of its tests ran.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  totals.failed += (report.numFailedTests ?? 0) + brokenFiles;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(
            `[e2e ${test.projectName}] ${[...titles, spec.title].join(' > ')}: ${firstLine(error)}`,
          );
        }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function postgresAvailable() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return false;
  return readdirSync(base).some((version) => existsSync(join(base, version, 'bin', 'pg_ctl')));
}

let ok = true;
const vitestJson = (name) => join(reportDir, `vitest-${name}.json`);

ok =
  run('unit + integration (PGlite)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson('pglite')}`,
  ]) && ok;
countVitest(vitestJson('pglite'), 'PGlite');

if (postgresAvailable()) {
  ok =
    run(
      'server integration (PostgreSQL)',
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'server',
        // Code that never touches the database ran in the PGlite stage and would only repeat here: the
        // design engine (sealed from it, ADR 011), pure models, the cost estimator and the provider adapters.
        '--exclude',
        '**/src/engine/**',
        '--exclude',
        '**/*.models.test.ts',
        '--exclude',
        '**/cost-estimation/estimator/**',
        '--exclude',
        '**/src/providers/*/adapters/**',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestJson('postgres')}`,
      ],
      { TEST_DB: 'postgres' },
    ) && ok;
  countVitest(vitestJson('postgres'), 'PostgreSQL');
} else if (process.env.CI) {
  console.error('PostgreSQL server binaries are missing: .ci/run installs the Debian postgresql package.');
  ok = false;
  totals.failed += 1;
} else {
  console.warn('\nPostgreSQL binaries not found: skipping the PostgreSQL pass (CI always runs it).');
}

ok = run('build', 'npm', ['run', 'build']) && ok;
const playwrightJson = join(reportDir, 'playwright.json');
ok =
  run('end-to-end (Chromium)', 'npm', ['test', '-w', 'e2e'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  }) && ok;
countPlaywright(playwrightJson);

writeFileSync(join(reportDir, 'suite-timings.json'), JSON.stringify({ stages, totals }, null, 2));
console.log('\nStage timings:');
for (const stage of stages)
  console.log(`  ${stage.ok ? 'ok  ' : 'FAIL'} ${stage.name}: ${stage.seconds.toFixed(1)} s`);
if (failures.length > 0) {
  console.log('\nFailed tests:');
  // eslint-disable-next-line no-control-regex
  for (const failure of failures) console.log(`  ${failure.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 400)}`);
}
console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
