import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from '../bench-row';
import { repoRoot, startBuiltServer } from '../bench-support';

/** Pages Lighthouse checks (issue 14: the landing page, pricing, sign-in and a marketing page). */
const pages = ['/', '/pricing', '/login', '/about'];
const lighthouseVersion = '12.8.2';
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Landing page first-load JavaScript budget in gzip bytes (ADR 021). */
const firstLoadBudget = 170 * 1024;

interface FirstLoad {
  files: { file: string; gzip: number }[];
  totalGzip: number;
}

/**
 * The Lighthouse 12 CLI: `LIGHTHOUSE_BIN`, else a copy installed on first use into
 * node_modules/.cache (not a dependency of the project: it is large and only the bench needs it).
 */
function lighthouseBin(): string | null {
  if (process.env.LIGHTHOUSE_BIN) return process.env.LIGHTHOUSE_BIN;
  const prefix = join(repoRoot, 'node_modules', '.cache', `lighthouse-${lighthouseVersion}`);
  const bin = join(prefix, 'node_modules', '.bin', 'lighthouse');
  if (existsSync(bin)) return bin;
  mkdirSync(prefix, { recursive: true });
  const install = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--silent', `lighthouse@${lighthouseVersion}`],
    { stdio: 'ignore', timeout: 300_000 },
  );
  return install.status === 0 && existsSync(bin) ? bin : null;
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function runLighthouse(bin: string, url: string, formFactor: 'mobile' | 'desktop'): LighthouseReport {
  const dir = mkdtempSync(join(tmpdir(), 'roomcraft-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    const result = spawnSync(
      bin,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: 'ignore', timeout: 180_000 },
    );
    if (result.status !== 0 || !existsSync(output)) throw new Error(`lighthouse failed on ${url}`);
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    // Lighthouse exits 0 when its trace of the load is unusable (NO_NAVSTART now and then): no scores.
    if (report.runtimeError) throw new Error(`lighthouse failed on ${url}: ${report.runtimeError.code}`);
    return report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs per page: Lighthouse's simulated scores vary from run to run, so the median run is reported. */
const runsPerPage = 3;

/** The run with the median performance score of `runsPerPage` good runs (a failed run is retried once). */
function medianRun(bin: string, url: string, formFactor: 'mobile' | 'desktop'): LighthouseReport {
  const reports: LighthouseReport[] = [];
  let failures = 0;
  while (reports.length < runsPerPage) {
    try {
      reports.push(runLighthouse(bin, url, formFactor));
    } catch (error) {
      failures += 1;
      if (failures > runsPerPage) throw error;
    }
  }
  const performance = (report: LighthouseReport) => report.categories['performance']?.score ?? 0;
  return reports.sort((a, b) => performance(a) - performance(b))[Math.floor(reports.length / 2)]!;
}

const score = (report: LighthouseReport, id: string) => {
  const value = report.categories[id]?.score;
  return value === null || value === undefined ? '-' : String(Math.round(value * 100));
};

/**
 * The public site as a visitor gets it (issue 14, ADR 021): the landing page's first-load JavaScript from
 * the build manifest, then Lighthouse 12 (mobile and desktop) on the built app served by the built server,
 * in Debian's Chromium. Without Lighthouse or Chromium the sizes are still reported.
 */
export async function run(): Promise<BenchRow[]> {
  const sizes = (await import(join(repoRoot, 'web', 'scripts', 'first-load-size.mjs'))) as {
    firstLoad: (page: string) => FirstLoad;
  };
  const landing = sizes.firstLoad('src/features/home/pages/home.page.tsx');
  const rows: BenchRow[] = [
    {
      section: 'site',
      name: 'landing first-load JS (gzip)',
      note: `${(landing.totalGzip / 1024).toFixed(1)} KB in ${landing.files.length} files; budget ${firstLoadBudget / 1024} KB: ${landing.totalGzip <= firstLoadBudget ? 'within' : 'OVER'}`,
    },
  ];
  const bin = existsSync(chromium) ? lighthouseBin() : null;
  if (!bin) {
    rows.push({
      section: 'site',
      name: 'lighthouse',
      note: `not run: ${existsSync(chromium) ? `lighthouse@${lighthouseVersion} could not be installed` : `no Chromium at ${chromium}`}`,
    });
    return rows;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-site-'));
  const server = await startBuiltServer({ DATA_DIR: dataDir });
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const page of pages) {
        try {
          const report = medianRun(bin, `${server.url}${page}`, formFactor);
          const lcp = report.audits['largest-contentful-paint']?.numericValue;
          const tbt = report.audits['total-blocking-time']?.numericValue;
          rows.push({
            section: 'site',
            name: `lighthouse ${formFactor} ${page}`,
            ...(lcp === undefined ? {} : { p50Ms: lcp }),
            note: `perf ${score(report, 'performance')}, a11y ${score(report, 'accessibility')}, best practices ${score(report, 'best-practices')}, SEO ${score(report, 'seo')}; LCP ${((lcp ?? 0) / 1000).toFixed(1)} s, TBT ${Math.round(tbt ?? 0)} ms (median of ${runsPerPage} runs by performance; p50 column: LCP)`,
          });
        } catch (error) {
          rows.push({
            section: 'site',
            name: `lighthouse ${formFactor} ${page}`,
            note: error instanceof Error ? error.message : String(error),
          });
        }
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
