import type http from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { loadSigningKey, type SigningKey } from "./keys";

/** Options of the stand-in; see startAuthServer in ./server.ts. */
export type AuthServerOptions = {
  port: number;
  databaseUrl: string;
  mailUrl: string;
  siteUrl: string;
  requireEmailConfirmation?: boolean;
  accessTokenTtlSeconds?: number;
  /** Host to bind; 127.0.0.1 by default. */
  host?: string;
  /** A revoked refresh token may be replayed this long after it was rotated (GoTrue: 10 s). */
  refreshTokenReuseIntervalSeconds?: number;
  /** Minimum gap between two e-mails of one kind to one address. */
  emailRateLimitSeconds?: number;
  log?: (message: string) => void;
};

export const API = "/auth/v1";
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Sql = postgres.Sql;
export type Json = Record<string, unknown>;

export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
};

export type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
};

/** One API request, below /auth/v1. */
export type Req = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Json;
};

/**
 * What every handler needs: the database, the signing key and the server's settings. The only
 * state that changes after start is `baseUrl` (known once the port is bound) and the e-mail rate
 * memory.
 */
export type AuthContext = {
  sql: Sql;
  key: SigningKey;
  siteUrl: string;
  siteOrigin: string;
  mailUrl: string;
  requireConfirmation: boolean;
  accessTtl: number;
  reuseIntervalMs: number;
  emailGapMs: number;
  log: (message: string) => void;
  baseUrl: string;
  lastEmailSent: Map<string, number>;
};

export async function createContext(opts: AuthServerOptions): Promise<AuthContext> {
  const sql = postgres(opts.databaseUrl, { max: 10, onnotice: () => {} });
  await applySchema(sql);
  return {
    sql,
    key: await loadSigningKey(),
    siteUrl: opts.siteUrl,
    siteOrigin: new URL(opts.siteUrl).origin,
    mailUrl: opts.mailUrl,
    requireConfirmation: opts.requireEmailConfirmation ?? true,
    accessTtl: opts.accessTokenTtlSeconds ?? 3600,
    reuseIntervalMs: (opts.refreshTokenReuseIntervalSeconds ?? 10) * 1000,
    emailGapMs: (opts.emailRateLimitSeconds ?? 2) * 1000,
    log: opts.log ?? ((m: string) => console.error(m)),
    baseUrl: "",
    lastEmailSent: new Map(),
  };
}

/** schema.sql, run again (twice at most) when it loses a deadlock to sign-ins on a database already in use */
async function applySchema(sql: Sql) {
  const schema = readFileSync(path.join(import.meta.dirname, "schema.sql"), "utf8");
  for (let attempt = 1; ; attempt++) {
    try {
      await sql.unsafe(schema);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt === 3) throw error;
    }
  }
}

export const jsonb = (ctx: AuthContext, value: Json) => ctx.sql.json(value as postgres.JSONValue);

const DEADLOCK_DETECTED = "40P01";

/**
 * Runs fn in one transaction. A transaction chosen as a deadlock's victim is run again (twice at
 * most): another stand-in starting on the same database (the contract tests start one) applies
 * schema.sql, whose `create index if not exists` lock the tables a sign-in writes to.
 */
export async function tx<T>(ctx: AuthContext, fn: (q: Sql) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await ctx.sql.begin((t) => fn(t as unknown as Sql))) as T;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt === 3) throw error;
    }
  }
}
