import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const serverMain = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

/**
 * A server of its own for specs that need settings the shared e2e server must not have (e.g. codes that
 * expire after 2 s) or a fresh database (the one-time admin setup). Pick the port when the spec file
 * loads (for `test.use({ baseURL })`), start it in `beforeAll` and stop it in `afterAll`.
 */
export class OwnServer {
  readonly port = 50_000 + Math.floor(Math.random() * 9000);
  readonly baseURL = `http://127.0.0.1:${this.port}`;
  private process: ChildProcess | undefined;
  private dataDir = '';
  private output = '';

  constructor(private readonly env: Record<string, string> = {}) {}

  async start(): Promise<void> {
    this.dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-e2e-own-'));
    this.process = spawn(process.execPath, [serverMain], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        NODE_ENV: 'test',
        PUBLIC_URL: this.baseURL,
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString();
    };
    this.process.stdout?.on('data', collect);
    this.process.stderr?.on('data', collect);
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${this.baseURL}/api/ready`)).ok;
          } catch {
            return false;
          }
        },
        { timeout: 80_000, intervals: [500], message: 'the own e2e server did not become ready' },
      )
      .toBe(true);
  }

  /** The one-time admin setup token the server logs at start while no super admin exists. */
  adminSetupToken(): string {
    const token = /Admin setup token: (\S+)/.exec(this.output)?.[1];
    if (!token) throw new Error(`no admin setup token in the server log:\n${this.output.slice(-2000)}`);
    return token;
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(resolve, 5000);
      });
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
