import { randomBytes } from 'node:crypto';

/**
 * Every setting of the reference server, read from the environment once at
 * start-up (documented with defaults in .env.example). `loadConfig(env)` takes
 * the environment as an argument so tests can build any configuration without
 * touching process.env.
 */
export type ErpMode = 'demo' | 'production';

export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; undefined means the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Connections the server keeps to PostgreSQL (DATABASE_POOL_MAX); unused on the embedded database. */
  databasePoolMax: number;
  /**
   * A streaming replica of DATABASE_URL (issue 30): reports and exports read from it while it is at most
   * replicaMaxLagSeconds behind; undefined: everything reads the primary.
   */
  databaseReplicaUrl: string | undefined;
  replicaMaxLagSeconds: number;
  /**
   * Frequent queries as named prepared statements (DATABASE_PREPARED_STATEMENTS, default on): PostgreSQL parses and
   * plans them once per connection. Off behind a pooler in transaction mode that does not keep them (PgBouncer before
   * 1.21, or with max_prepared_statements = 0).
   */
  databasePreparedStatements: boolean;
  /** Folder of the embedded database, or `memory://` for an in-memory one. */
  pgliteDir: string;
  mode: ErpMode;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  crossLoginSecret: string;
  soPortalUrl: string;
  /** Role slug that passes every permission check. */
  superuserRoleCode: string;
  /** Production gate credentials; the gate is off unless both are set. */
  gateUsername: string | undefined;
  gatePassword: string | undefined;
  staticDir: string;
  logLevel: string;
  /** log2 of the scrypt cost N for new password hashes (17 = OWASP). Lowered only by tests. */
  passwordHashCost: number;
  /** Origin used in links we send (password reset e-mails). Never taken from the request Host header. */
  publicUrl: string;
  /** Trust X-Forwarded-For (set when behind a reverse proxy) so rate limits see the real client address. */
  trustProxy: boolean;
  /** Folder where report exports (XLSX) are written until downloaded or expired. */
  exportDir: string;
  /** Lifetime of an export's download link (and of its file), seconds. */
  exportTtlSeconds: number;
  /** Folder where uploaded files (product images, CPR documents, purchase request attachments) are kept. */
  uploadDir: string;
  /** Where the revision chain's head is written out, a JSON line a day and at start (server/revisions/head.ts). */
  revisionHeadFile: string;
  /**
   * The BIR's Electronic Invoicing System (issue 27): where e-invoices go, the client id and secret of the HMAC
   * session, and the file of the taxpayer's signing key (PEM). Nothing is sent unless all four are set; the demo
   * starts a local simulator instead (server/bir/eis/simulator.ts).
   */
  eis: { url: string; clientId: string; clientSecret: string; privateKeyFile: string } | null;
  /** Seconds an EIS call may take before it counts as failed (and is tried again later). */
  eisTimeoutSeconds: number;
  /** Seconds between two runs of the e-invoice transmitter. */
  eisIntervalSeconds: number;
}

type Env = Record<string, string | undefined>;

/** The role code that passes every permission check (spec 002 §6). */
export const DEFAULT_SUPERUSER_ROLE_CODE = 'aaf1';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function str(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return n;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new Error(`${name} must be on or off (got "${raw}")`);
}

export function loadConfig(env: Env = process.env): Config {
  const modeRaw = str(env, 'ERP_MODE') ?? 'demo';
  if (modeRaw !== 'demo' && modeRaw !== 'production') {
    throw new Error(`ERP_MODE must be "demo" or "production" (got "${modeRaw}")`);
  }
  const mode: ErpMode = modeRaw;

  const host = str(env, 'HOST') ?? '127.0.0.1';
  const port = int(env, 'PORT', 8080, 0, 65535);

  let crossLoginSecret = str(env, 'CROSS_LOGIN_SECRET');
  if (!crossLoginSecret) {
    // Production must share a stable secret with the other portals; a random one
    // would silently break single sign-on after every restart.
    if (mode === 'production') throw new Error('CROSS_LOGIN_SECRET is required when ERP_MODE=production');
    crossLoginSecret = randomBytes(32).toString('base64url');
  }
  if (mode === 'production' && crossLoginSecret.length < 32) {
    throw new Error('CROSS_LOGIN_SECRET must be at least 32 characters in production');
  }

  const passwordHashCost = int(env, 'PASSWORD_HASH_COST', 17, 10, 20);
  if (mode === 'production' && passwordHashCost < 17) {
    throw new Error('PASSWORD_HASH_COST below 17 is for tests only and refused in production');
  }

  const logLevel = str(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const eisParts = { url: str(env, 'EIS_URL'), clientId: str(env, 'EIS_CLIENT_ID'), clientSecret: str(env, 'EIS_CLIENT_SECRET'), privateKeyFile: str(env, 'EIS_PRIVATE_KEY_FILE') };
  const eisSet = Object.values(eisParts).filter(Boolean).length;
  if (eisSet > 0 && eisSet < 4) throw new Error('Set EIS_URL, EIS_CLIENT_ID, EIS_CLIENT_SECRET and EIS_PRIVATE_KEY_FILE together, or none (no e-invoice is sent)');

  const replicaUrl = str(env, 'DATABASE_REPLICA_URL');
  if (replicaUrl && !str(env, 'DATABASE_URL')) throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL (the replica follows a PostgreSQL primary)');

  const gateUsername = str(env, 'GATE_USERNAME');
  const gatePassword = str(env, 'GATE_PASSWORD');
  if (Boolean(gateUsername) !== Boolean(gatePassword)) {
    throw new Error('Set both GATE_USERNAME and GATE_PASSWORD, or neither (gate off)');
  }

  return {
    host,
    port,
    databaseUrl: str(env, 'DATABASE_URL'),
    // At least 2: the migrations hold one connection for their lock while they run on another (server/db/migrate.ts).
    databasePoolMax: int(env, 'DATABASE_POOL_MAX', 10, 2, 500),
    databaseReplicaUrl: replicaUrl,
    replicaMaxLagSeconds: int(env, 'REPLICA_MAX_LAG_SECONDS', 5, 0, 3600),
    databasePreparedStatements: onOff(env, 'DATABASE_PREPARED_STATEMENTS', true),
    pgliteDir: str(env, 'PGLITE_DIR') ?? '.data/pglite',
    mode,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30),
    crossLoginSecret,
    soPortalUrl: str(env, 'SO_PORTAL_URL') ?? 'http://127.0.0.1:8080/under-construction',
    superuserRoleCode: str(env, 'SUPERUSER_ROLE_CODE') ?? DEFAULT_SUPERUSER_ROLE_CODE,
    gateUsername,
    gatePassword,
    staticDir: str(env, 'STATIC_DIR') ?? 'dist',
    logLevel,
    passwordHashCost,
    publicUrl: (str(env, 'PUBLIC_URL') ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    trustProxy: str(env, 'TRUST_PROXY') === 'true',
    exportDir: str(env, 'EXPORT_DIR') ?? '.data/exports',
    exportTtlSeconds: int(env, 'EXPORT_TTL_SECONDS', 900, 30, 86_400),
    uploadDir: str(env, 'UPLOAD_DIR') ?? '.data/uploads',
    revisionHeadFile: str(env, 'REVISION_HEAD_FILE') ?? '.data/revision-heads.jsonl',
    eis: eisSet === 4 ? (eisParts as NonNullable<Config['eis']>) : null,
    eisTimeoutSeconds: int(env, 'EIS_TIMEOUT_SECONDS', 20, 1, 300),
    eisIntervalSeconds: int(env, 'EIS_INTERVAL_SECONDS', 60, 5, 3600),
  };
}

export function gateEnabled(config: Config): boolean {
  return Boolean(config.gateUsername && config.gatePassword);
}
