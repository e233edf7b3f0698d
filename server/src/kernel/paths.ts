import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file rather than process.cwd(): the same code runs as TypeScript from
// server/src (tsx, vitest) and bundled as server/dist/main.js, started from the repo root or from server/
// (`npm run serve -w server` changes the cwd), and must find the same folders in every case.
const here = dirname(fileURLToPath(import.meta.url));

function readPackageJson(dir: string): Record<string, unknown> | undefined {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function findUp(start: string, matches: (pkg: Record<string, unknown>) => boolean): string | undefined {
  let dir = start;
  for (;;) {
    const pkg = readPackageJson(dir);
    if (pkg && matches(pkg)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The server package folder (`server/`), found from this file in both source and bundled form. */
export const serverRoot: string =
  findUp(here, (pkg) => pkg.name === '@roomcraft/server') ?? join(here, '..', '..');

/**
 * The monorepo root (the package.json with `workspaces`). Undefined when the server was deployed without
 * the rest of the repo; callers then fall back to the working directory.
 */
export const repoRoot: string | undefined = findUp(serverRoot, (pkg) => Array.isArray(pkg.workspaces));

/** Generated Drizzle migrations, shipped next to the build (`server/drizzle`). */
export const migrationsFolder: string = join(serverRoot, 'drizzle');

/** The version in the root package.json (the product version), else the server package's. */
export function readProductVersion(): string {
  const pkg = (repoRoot && readPackageJson(repoRoot)) || readPackageJson(serverRoot);
  return typeof pkg?.version === 'string' ? pkg.version : '0.0.0';
}
