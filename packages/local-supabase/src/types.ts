// The contracts between the parts of local-supabase. Each surface (auth, rest, storage,
// realtime, functions, outbox) is a module that receives a Context; none reaches into another.
// Runs on Node 24 with native type stripping: erasable TypeScript only (no enums, namespaces or
// parameter properties), relative imports with the `.ts` extension.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** Claims as hosted Supabase puts them in access tokens and API keys. */
export interface JwtClaims {
  role: string;
  sub?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  iss?: string;
  email?: string;
  phone?: string;
  aal?: 'aal1' | 'aal2';
  amr?: { method: string; timestamp: number }[];
  session_id?: string;
  is_anonymous?: boolean;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** One connection's worth of SQL: inside a transaction, or the database itself. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements in one string (no parameters). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** A transaction as the superuser. On PGlite all transactions are serialised. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * A transaction as an API role, the way PostgREST runs a request: transaction-local
   * `role`, `request.jwt.claims` (JSON of claims), `request.jwt.claim.sub`/`role`/`email`,
   * `request.method`, `request.path`, `request.headers`, search_path public, extensions.
   * Everything resets at commit or rollback. Throwing from fn rolls back.
   */
  asRole<T>(claims: JwtClaims, fn: (tx: Sql) => Promise<T>, request?: RequestInfo): Promise<T>;
  /**
   * asRole for statements that do not need each other's results: on PGlite the settings and the
   * statements reach the database as one simple query (values inlined as literals). Returns the
   * rows of each statement, in order.
   */
  batchAsRole(
    claims: JwtClaims,
    statements: { text: string; params: (string | null)[] }[],
    request?: RequestInfo,
  ): Promise<QueryResult[]>;
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Stopping: calls still waiting for the database, and every later one, fail with ShutdownError
   * (HTTP 503 with Retry-After); resolves once the calls under way have finished.
   */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export interface RequestInfo {
  /** the transaction is READ ONLY (set with the other settings, in one statement) */
  readOnly?: boolean;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

export interface Keys {
  jwtSecret: string;
  anon: string; // HS256 JWT, role anon (the CLI's well-known demo key by default)
  serviceRole: string; // HS256 JWT, role service_role
  publishable: string; // sb_publishable_... -> anon
  secret: string; // sb_secret_... -> service_role
}

export interface Config {
  port: number; // API, default 54321
  host: string; // default 127.0.0.1
  outboxPort: number; // mail outbox page + JSON API, default 54324
  dataDir: string | null; // null = in-memory PGlite
  databaseUrl: string | null;
  projectRoot: string; // where supabase/migrations and supabase/seed.sql live
  siteUrl: string; // default http://localhost:3000
  additionalRedirectUrls: string[];
  jwtExpiry: number; // seconds, default 3600
  mailerAutoconfirm: boolean; // default false: sign-up needs e-mail confirmation
  emailRateLimitSeconds: number; // minimum gap between e-mails to one address, default 60
  maxRows: number; // PostgREST max_rows, default 1000
  exposedSchemas: string[]; // default ['public', 'graphql_public']
  bodyLimitBytes: number; // JSON bodies, default 1 MiB
  storageLimitBytes: number; // global upload cap, default 50 MiB
  authRateLimits: AuthRateLimits;
}

/**
 * GoTrue's request limits (its defaults; the Supabase CLI's config.toml [auth.rate_limit]): token
 * buckets that refill at these rates and hold `burst` requests.
 */
export interface AuthRateLimits {
  /** /token, password and refresh grants, per 5 minutes (GOTRUE_RATE_LIMIT_TOKEN_REFRESH, 150) */
  tokenPer5Minutes: number;
  /** /verify, per 5 minutes (GOTRUE_RATE_LIMIT_VERIFY, 30) */
  verifyPer5Minutes: number;
  /** a factor's challenge and verify, per minute (GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, 15) */
  factorPerMinute: number;
  /** 30 */
  burst: number;
  /**
   * whether the per-address buckets apply (default true); the per-account buckets of failed
   * attempts always do. An end-to-end run signs in hundreds of accounts from 127.0.0.1.
   */
  perIp: boolean;
}

/** An e-mail the auth server "sent". */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  /** an auth mail's type, or 'notification' for mail posted to the outbox's e-mail API */
  kind: 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite' | 'notification';
  html: string;
  text: string;
  /** the link a person would click (GET /auth/v1/verify?token=...&type=...&redirect_to=...) */
  link: string;
  tokenHash: string;
  /** the 6-digit OTP the same mail carries */
  otp: string;
  /** extra headers (List-Unsubscribe, ...) */
  headers: Record<string, string>;
  createdAt: string;
}

export interface Outbox {
  add(
    msg: Omit<OutboxMessage, 'id' | 'createdAt' | 'headers'> & { headers?: Record<string, string> },
  ): Promise<OutboxMessage>;
  /** stores a mail once per idempotency key; a repeat returns the mail stored first */
  accept(msg: Omit<OutboxMessage, 'id' | 'createdAt'>, idempotencyKey: string | null): Promise<OutboxMessage>;
  list(to?: string): Promise<OutboxMessage[]>;
  clear(): Promise<void>;
}

/** Realtime change fan-out; the realtime module implements it, others may call notifyChanged(). */
export interface RealtimeHub {
  /** loads the websocket library ahead of the first client */
  preload(): Promise<void>;
  close(): Promise<void>;
}

export interface Context {
  config: Config;
  db: Database;
  keys: Keys;
  outbox: Outbox;
  log: (level: 'debug' | 'info' | 'warn' | 'error', msg: string, extra?: unknown) => void;
}

/** The caller of an API request, from the `apikey` and `Authorization` headers. */
export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** the raw bearer token (user JWT or key) */
  token: string;
}

export interface ApiRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL; // full URL, path relative to the mount point is in `path`
  path: string; // e.g. '/token' for /auth/v1/token
  method: string;
  ctx: Context;
}

/** A surface mounted under a prefix (/auth/v1, /rest/v1, /storage/v1, /functions/v1). */
export type Surface = (r: ApiRequest) => Promise<void>;
