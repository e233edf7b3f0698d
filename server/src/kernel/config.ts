import { resolve } from 'node:path';
import { z } from 'zod';
import { readProductVersion, repoRoot } from './paths';
import { loadSecrets } from './secrets';

/** What a computed default can look at. */
export interface ConfigContext {
  /** Folder relative paths are resolved against: npm's INIT_CWD (where `npm` was typed), else the cwd. */
  baseDir: string;
  /** The monorepo root, or baseDir when the server runs outside the repo. */
  rootDir: string;
  /** Values of the keys declared earlier in `configSpec`. */
  values: Readonly<Record<string, unknown>>;
}

export interface ConfigKeySpec<K extends string = string, S extends z.ZodType = z.ZodType> {
  /** Property name on the parsed config object. */
  key: K;
  /** Environment variable it is read from. */
  env: string;
  /** Parses the raw string (or undefined when unset and without default). */
  schema: S;
  /** A literal default, or one computed at start with the text the docs show. */
  default?: string | { describe: string; resolve: (ctx: ConfigContext) => string | undefined };
  doc: string;
  /** Relative values are resolved against ConfigContext.baseDir. */
  isPath?: boolean;
  /** Never echoed in error messages or printed. */
  isSecret?: boolean;
}

const defineKey = <const K extends string, S extends z.ZodType>(spec: ConfigKeySpec<K, S>) => spec;

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      message: `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `must be one of: ${values.join(', ')}` });

const urlWithScheme = (schemes: RegExp, label: string) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.test(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${label} URL` },
  );

const boolean = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/**
 * Every setting the server reads, declared once. The README table comes from here
 * (`npx tsx server/scripts/print-config.ts`).
 */
export const configSpec = [
  defineKey({
    key: 'port',
    env: 'PORT',
    schema: wholeNumber(0, 65535),
    default: '3000',
    doc: 'HTTP port (0 picks a free one).',
  }),
  defineKey({
    key: 'host',
    env: 'HOST',
    schema: z.string().min(1),
    default: '0.0.0.0',
    doc: 'Interface to listen on.',
  }),
  defineKey({
    key: 'dataDir',
    env: 'DATA_DIR',
    schema: z.string().min(1),
    isPath: true,
    default: { describe: '`<repo root>/data`', resolve: (ctx) => resolve(ctx.rootDir, 'data') },
    doc: 'Embedded database, files, lockfile and generated secrets. A relative value is resolved against the folder `npm` was started in (INIT_CWD), else the working directory.',
  }),
  defineKey({
    key: 'databaseUrl',
    env: 'DATABASE_URL',
    schema: urlWithScheme(/^postgres(ql)?:$/, 'postgres://').optional(),
    isSecret: true,
    doc: 'PostgreSQL connection string. Unset: embedded PGlite in `DATA_DIR/pglite` (one process only).',
  }),
  defineKey({
    key: 'role',
    env: 'ROLE',
    schema: oneOf(['all', 'web', 'worker']),
    default: 'all',
    doc: '`web`: HTTP only (enqueues jobs); `worker`: runs jobs and serves only /api/health and /api/ready; `all`: both.',
  }),
  defineKey({
    key: 'engineWarmUp',
    env: 'ENGINE_WARM_UP',
    schema: oneOf(['on', 'off']),
    default: 'on',
    doc: "`on`: with ROLE `all` and no provider key, the offline engine starts looking at a room's photo (scene parser, detector, masks) as soon as the room is made, so an ideation's first image comes about a second sooner; `off`: only once an ideation starts.",
  }),
  defineKey({
    key: 'nodeEnv',
    env: 'NODE_ENV',
    schema: oneOf(['development', 'production', 'test']),
    default: 'development',
    doc: '`production` turns development routes off and refuses to start with them on.',
  }),
  defineKey({
    key: 'devRoutes',
    env: 'DEV_ROUTES',
    schema: oneOf(['off', 'loopback', 'on']),
    default: {
      describe: '`loopback` (`off` in production)',
      resolve: (ctx) => (ctx.values.nodeEnv === 'production' ? 'off' : 'loopback'),
    },
    doc: 'Development helpers (dev mailbox with sign-in codes, test mail, event publisher). `loopback`: only requests from this machine; `on`: from any address (explicit opt-in); `off`: none. Production refuses to start unless `off`.',
  }),
  defineKey({
    key: 'devRoleGrants',
    env: 'DEV_ROLE_GRANTS',
    schema: z
      .string()
      .regex(/^(reviewer|super_admin):[^,\s]+(,(reviewer|super_admin):[^,\s]+)*$/, {
        message:
          'must be comma-separated role:email pairs (role reviewer or super_admin; email may start with *)',
      })
      .transform(parseRoleGrants)
      .optional(),
    doc: 'For end-to-end tests: `role:email` pairs (comma-separated; an email starting with `*` matches a suffix) whose accounts get that role when they verify their email. Production refuses to start with it set.',
  }),
  defineKey({
    key: 'logLevel',
    env: 'LOG_LEVEL',
    schema: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'info',
    doc: 'Pino log level.',
  }),
  defineKey({
    key: 'publicUrl',
    env: 'PUBLIC_URL',
    schema: urlWithScheme(/^https?:$/, 'http(s)://').transform((value) => value.replace(/\/+$/, '')),
    default: {
      describe: '`http://localhost:<PORT>`',
      resolve: (ctx) => `http://localhost:${String(ctx.values.port)}`,
    },
    doc: 'Origin users reach the app at: links in emails, signed file URLs, and the cross-site check.',
  }),
  defineKey({
    key: 'bodyLimitBytes',
    env: 'BODY_LIMIT_BYTES',
    schema: wholeNumber(1024),
    default: String(1024 * 1024),
    doc: 'Largest request body in bytes (routes such as uploads set their own).',
  }),
  defineKey({
    key: 'rateLimitMax',
    env: 'RATE_LIMIT_MAX',
    schema: wholeNumber(1),
    default: '100',
    doc: 'Requests per window per client for routes that opt into rate limiting without their own numbers.',
  }),
  defineKey({
    key: 'rateLimitWindowMs',
    env: 'RATE_LIMIT_WINDOW_MS',
    schema: wholeNumber(1),
    default: '60000',
    doc: 'Rate-limit window in milliseconds.',
  }),
  defineKey({
    key: 'trustProxy',
    env: 'TRUST_PROXY',
    schema: boolean,
    default: 'false',
    doc: 'Trust X-Forwarded-* headers (behind a reverse proxy), so rate limits see client addresses.',
  }),
  defineKey({
    key: 'shutdownTimeoutMs',
    env: 'SHUTDOWN_TIMEOUT_MS',
    schema: wholeNumber(100),
    default: '10000',
    doc: 'On SIGTERM/SIGINT, in-flight requests and jobs get this long before the process is forced to exit.',
  }),
  defineKey({
    key: 'webDistDir',
    env: 'WEB_DIST_DIR',
    schema: z.string().min(1),
    isPath: true,
    default: { describe: '`<repo root>/web/dist`', resolve: (ctx) => resolve(ctx.rootDir, 'web', 'dist') },
    doc: 'Built single-page app served at `/`.',
  }),
  defineKey({
    key: 'smtpUrl',
    env: 'SMTP_URL',
    schema: urlWithScheme(/^smtps?:$/, 'smtp:// or smtps://').optional(),
    isSecret: true,
    doc: 'SMTP server for outgoing mail. Unset: mails go to the outbox table, the dev mailbox and the log.',
  }),
  defineKey({
    key: 'mailFrom',
    env: 'MAIL_FROM',
    schema: z.string().min(3),
    default: 'Roomcraft <no-reply@roomcraft.local>',
    doc: 'Sender of outgoing mail.',
  }),
  defineKey({
    key: 'filesSigningSecret',
    env: 'FILES_SIGNING_SECRET',
    schema: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    isSecret: true,
    doc: 'Signs file URLs. Unset: generated once and kept in `DATA_DIR/secrets.json` (mode 0600). Set it when several processes share no DATA_DIR.',
  }),
  defineKey({
    key: 'eventsHeartbeatMs',
    env: 'EVENTS_HEARTBEAT_MS',
    schema: wholeNumber(10),
    default: '15000',
    doc: 'Heartbeat comment interval on live-update (SSE) streams.',
  }),
  defineKey({
    key: 'authSecret',
    env: 'AUTH_SECRET',
    schema: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    isSecret: true,
    doc: 'Signs session cookies. Unset: derived from FILES_SIGNING_SECRET (generated in `DATA_DIR/secrets.json`). Set it when several processes share no DATA_DIR.',
  }),
  defineKey({
    key: 'adminEmail',
    env: 'ADMIN_EMAIL',
    schema: z.email({ message: 'must be an email address' }).optional(),
    doc: 'This account becomes super admin when it verifies its email. Unset: a one-time setup token is printed in the log while no super admin exists (open /admin-setup).',
  }),
  defineKey({
    key: 'authCodeTtlSeconds',
    env: 'AUTH_CODE_TTL_SECONDS',
    schema: wholeNumber(1, 86_400),
    default: '600',
    doc: 'Lifetime of emailed 6-digit codes (verification, password reset), in seconds.',
  }),
  defineKey({
    key: 'authCodeMaxAttempts',
    env: 'AUTH_CODE_MAX_ATTEMPTS',
    schema: wholeNumber(1, 100),
    default: '5',
    doc: 'Wrong tries after which an emailed code stops working (a new one must be requested).',
  }),
  defineKey({
    key: 'authCodeResendSeconds',
    env: 'AUTH_CODE_RESEND_SECONDS',
    schema: wholeNumber(0, 3600),
    default: '60',
    doc: 'Cool-down between two codes to one address; earlier requests get 429 with Retry-After.',
  }),
  defineKey({
    key: 'authRateLimitMax',
    env: 'AUTH_RATE_LIMIT_MAX',
    schema: wholeNumber(1),
    default: '60',
    doc: 'Requests per RATE_LIMIT_WINDOW_MS per client address to each sign-up, sign-in, code, reset and legacy-upgrade route (on top of the per-account back-off).',
  }),
  defineKey({
    key: 'authLockoutThreshold',
    env: 'AUTH_LOCKOUT_THRESHOLD',
    schema: wholeNumber(1, 1000),
    default: '5',
    doc: 'Failed sign-ins for one email before each further try waits 2, 4, 8, ... seconds (at most 15 minutes).',
  }),
  defineKey({
    key: 'authSessionDays',
    env: 'AUTH_SESSION_DAYS',
    schema: wholeNumber(1, 365),
    default: '30',
    doc: 'Sessions expire after this many days without use.',
  }),
  defineKey({
    key: 'appVersion',
    env: 'APP_VERSION',
    schema: z.string().min(1),
    default: { describe: 'root package.json version', resolve: () => readProductVersion() },
    doc: 'Version reported by `/version.json` (the web app reloads when it changes).',
  }),
  defineKey({
    key: 'stripeSecretKey',
    env: 'STRIPE_SECRET_KEY',
    schema: z.string().min(8).optional(),
    isSecret: true,
    doc: 'Stripe secret key: checkout and subscriptions go through Stripe. Unset: the built-in test checkout at /billing/pay/{paymentId} (no real payments).',
  }),
  defineKey({
    key: 'stripeWebhookSecret',
    env: 'STRIPE_WEBHOOK_SECRET',
    schema: z.string().min(8).optional(),
    isSecret: true,
    doc: 'Signing secret of `POST /api/webhooks/stripe` (`whsec_...`); required with STRIPE_SECRET_KEY. Unset without Stripe: derived from AUTH_SECRET / the generated secrets, used by the test checkout.',
  }),
  defineKey({
    key: 'stripeApiUrl',
    env: 'STRIPE_API_URL',
    schema: urlWithScheme(/^https?:$/, 'http(s)://').optional(),
    doc: "Stripe API origin, for a local server speaking Stripe's wire format (tests, stripe-mock). Unset: api.stripe.com.",
  }),
  defineKey({
    key: 'openaiApiKey',
    env: 'OPENAI_API_KEY',
    schema: z.string().min(8).optional(),
    isSecret: true,
    doc: 'OpenAI key: the Premium model option and the first choice of Auto. Unset: Premium is refused and Auto uses Gemini or the offline engine.',
  }),
  defineKey({
    key: 'openaiBaseUrl',
    env: 'OPENAI_BASE_URL',
    schema: urlWithScheme(/^https?:$/, 'http(s)://').optional(),
    doc: "Another endpoint speaking OpenAI's wire format (a proxy or a local server). Unset: OpenAI's own.",
  }),
  defineKey({
    key: 'openaiImageModel',
    env: 'OPENAI_IMAGE_MODEL',
    schema: z.string().min(1),
    default: 'gpt-image-1',
    doc: 'OpenAI image-edit model (model names change often: keep them here, not in code).',
  }),
  defineKey({
    key: 'openaiTextModel',
    env: 'OPENAI_TEXT_MODEL',
    schema: z.string().min(1),
    default: 'gpt-4.1-mini',
    doc: 'OpenAI language and vision model for ideas and object lists.',
  }),
  defineKey({
    key: 'geminiApiKey',
    env: 'GEMINI_API_KEY',
    schema: z.string().min(8).optional(),
    isSecret: true,
    doc: 'Google Gemini key: the Base model option, and Auto when OpenAI is not set. Unset: Base is refused.',
  }),
  defineKey({
    key: 'geminiBaseUrl',
    env: 'GEMINI_BASE_URL',
    schema: urlWithScheme(/^https?:$/, 'http(s)://').optional(),
    doc: "Another endpoint speaking the Gemini API's wire format. Unset: Google's own.",
  }),
  defineKey({
    key: 'geminiImageModel',
    env: 'GEMINI_IMAGE_MODEL',
    schema: z.string().min(1),
    default: 'gemini-2.5-flash-image',
    doc: 'Gemini image model.',
  }),
  defineKey({
    key: 'geminiTextModel',
    env: 'GEMINI_TEXT_MODEL',
    schema: z.string().min(1),
    default: 'gemini-2.5-flash',
    doc: 'Gemini language and vision model for ideas and object lists.',
  }),
  defineKey({
    key: 'paywallEnabled',
    env: 'PAYWALL_ENABLED',
    schema: boolean,
    default: 'false',
    doc: "The 'enable-paywall' feature flag: unpaid accounts without credits (and legacy free accounts) are sent to /pricing.",
  }),
] as const;

/** A role given to accounts whose email matches (`*@example.test` matches a suffix). */
export interface RoleGrant {
  role: 'reviewer' | 'super_admin';
  email: string;
}

function parseRoleGrants(value: string): RoleGrant[] {
  return value.split(',').map((pair) => {
    const [role, email] = pair.split(':') as ['reviewer' | 'super_admin', string];
    return { role, email: email.toLowerCase() };
  });
}

/** The role DEV_ROLE_GRANTS gives this email, if any. */
export function grantedRoleFor({ grants, email }: { grants: readonly RoleGrant[]; email: string }) {
  const address = email.toLowerCase();
  const grant = grants.find((entry) =>
    entry.email.startsWith('*') ? address.endsWith(entry.email.slice(1)) : address === entry.email,
  );
  return grant?.role;
}

/** Settings that are valid alone but dangerous together. */
function findCombinationProblems(values: Record<string, unknown>): ConfigProblem[] {
  if (values.nodeEnv !== 'production') return [];
  const problems: ConfigProblem[] = [];
  if (values.devRoutes !== 'off') {
    problems.push({ env: 'DEV_ROUTES', message: 'must be off in production (it exposes sign-in codes)' });
  }
  if (values.devRoleGrants !== undefined) {
    problems.push({ env: 'DEV_ROLE_GRANTS', message: 'must be unset in production (it hands out roles)' });
  }
  return problems;
}

type Spec = (typeof configSpec)[number];
export type ParsedConfig = { readonly [E in Spec as E['key']]: z.output<E['schema']> };
/** The validated settings; secrets that were not given are generated (see `loadConfig`). */
export type Config = Omit<ParsedConfig, 'filesSigningSecret'> & { readonly filesSigningSecret: string };

export interface ConfigProblem {
  env: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      `Invalid configuration. Fix these environment variables and start again:\n${problems
        .map((problem) => `  - ${problem.env}: ${problem.message}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Validates the environment; throws ConfigError listing every bad key. Pure: reads no files. */
export function parseConfig({ env, cwd = process.cwd() }: { env: Env; cwd?: string }): ParsedConfig {
  const baseDir = env.INIT_CWD || cwd;
  const values: Record<string, unknown> = {};
  const context: ConfigContext = { baseDir, rootDir: repoRoot ?? baseDir, values };
  const problems: ConfigProblem[] = [];

  for (const spec of configSpec as readonly ConfigKeySpec[]) {
    let raw = env[spec.env] === '' ? undefined : env[spec.env];
    if (raw === undefined && spec.default !== undefined) {
      raw = typeof spec.default === 'string' ? spec.default : spec.default.resolve(context);
    }
    if (raw !== undefined && spec.isPath) raw = resolve(baseDir, raw);
    const result = spec.schema.safeParse(raw);
    if (result.success) {
      values[spec.key] = result.data;
    } else {
      const message = result.error.issues[0]?.message ?? 'is invalid';
      const shown = raw === undefined ? ' (not set)' : spec.isSecret ? '' : ` (got ${JSON.stringify(raw)})`;
      problems.push({ env: spec.env, message: `${message}${shown}` });
    }
  }
  if (problems.length === 0) problems.push(...findCombinationProblems(values));
  if (problems.length > 0) throw new ConfigError(problems);
  return values as ParsedConfig;
}

/** parseConfig plus the generated secrets kept in DATA_DIR (created on first start). */
export function loadConfig({ env, cwd }: { env: Env; cwd?: string }): Config {
  const parsed = parseConfig({ env, cwd });
  const filesSigningSecret =
    parsed.filesSigningSecret ??
    loadSecrets({ dataDir: parsed.dataDir, names: ['filesSigningSecret'] }).filesSigningSecret;
  return { ...parsed, filesSigningSecret };
}
