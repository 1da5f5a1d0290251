import "server-only";
import { decode, encode } from "next-auth/jwt";
import { db, queryPrepared } from "../db";
import { prepared } from "../prepared-query";
import { listenChannel } from "../db-notifications";
import { env } from "../env";
import { createDecodedTokens } from "./decoded-tokens";
import { createSessionCache, SESSION_CHANGED_CHANNEL } from "./session-cache";
import { randomToken, safeEqual, sha256 } from "./tokens";

// A session is a row. The client holds a next-auth JWT (encrypted with AUTH_SECRET) that
// names the row and carries a random secret whose SHA-256 the row stores. API clients
// send it as `Authorization: Bearer`; browsers get it in an httpOnly cookie. Every
// request checks the row, so logout, a password change and a reset revoke for real.

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const secure = env.APP_URL.startsWith("https://");
export const SESSION_COOKIE = secure ? "__Host-examprep_session" : "examprep_session";

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  secure,
  path: "/",
  maxAge: SESSION_MAX_AGE_SECONDS,
};

export type SessionUser = {
  id: string;
  role: "student" | "tutor";
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  /** When the address was verified; the free trial counts from it (lib/courses/free-trial.ts). */
  emailVerifiedAt: Date | null;
};

export type ResolvedSession = { sessionId: string; user: SessionUser };

type TokenClaims = { sid?: unknown; sk?: unknown; exp?: unknown };

export async function createSession(userId: string, meta: { userAgent?: string | null; ip?: string | null } = {}) {
  const secret = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  const session = await db.session.create({
    data: {
      userId,
      tokenHash: sha256(secret),
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip?.slice(0, 64) ?? null,
    },
    select: { id: true },
  });
  const token = await encode({
    token: { sid: session.id, sk: secret, sub: userId },
    secret: env.AUTH_SECRET,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { token, sessionId: session.id, expiresAt };
}

// Only tokens that decrypt with AUTH_SECRET get in, so strangers cannot fill it.
const decodedTokens = createDecodedTokens();

async function decodeToken(token: string): Promise<{ sid: string; sk: string } | null> {
  const nowSeconds = Date.now() / 1000;
  const known = decodedTokens.get(token, nowSeconds);
  if (known !== undefined) return known;
  let claims: TokenClaims | null;
  try {
    claims = (await decode({ token, secret: env.AUTH_SECRET })) as TokenClaims | null;
  } catch {
    return null;
  }
  if (!claims || typeof claims.sid !== "string" || typeof claims.sk !== "string" || typeof claims.exp !== "number")
    return null;
  if (claims.exp <= nowSeconds) return null;
  const entry = { sid: claims.sid, sk: claims.sk, exp: claims.exp };
  decodedTokens.remember(token, entry);
  return entry;
}

type SessionRow = {
  id: string;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  user_id: string;
  role: SessionUser["role"];
  email: string;
  first_name: string;
  last_name: string;
  display_name: string;
  email_verified_at: Date | null;
};

const sessionWithUser = prepared(
  `select s.id, s.token_hash, s.expires_at, s.revoked_at, u.id as user_id, u.role::text as role, u.email, u.first_name, u.last_name, u.display_name, u.email_verified_at
   from sessions s join users u on u.id = s.user_id
   where s.id = $1`,
);

/** A session row that is not revoked, with its user as requests see it. */
type KnownSession = { userId: string; tokenHash: string; expiresAt: Date; resolved: ResolvedSession };

const globalForSessions = globalThis as unknown as {
  examprepSessions?: ReturnType<typeof createSessionCache<KnownSession>>;
};
const sessionCache = (globalForSessions.examprepSessions ??= createSessionCache<KnownSession>({
  listen: (onChange, onLost) => {
    const url = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
    if (!url) return Promise.reject(new Error("DATABASE_URL is not set"));
    return listenChannel(url, SESSION_CHANGED_CHANNEL).listen(onChange, onLost);
  },
}));

async function knownSession(sessionId: string): Promise<KnownSession | null> {
  const kept = sessionCache.get(sessionId);
  if (kept) return kept;
  const readStarted = sessionCache.readStarted();
  // The session and its user in one round trip.
  const [row] = await queryPrepared<SessionRow>(sessionWithUser, [sessionId]);
  if (!row || row.revoked_at) return null;
  const user: SessionUser = Object.freeze({
    id: row.user_id,
    role: row.role,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    emailVerifiedAt: row.email_verified_at,
  });
  const known = {
    userId: row.user_id,
    tokenHash: row.token_hash,
    expiresAt: row.expires_at,
    resolved: Object.freeze({ sessionId: row.id, user }),
  };
  sessionCache.remember(sessionId, known, readStarted);
  return known;
}

/** The live session a token names, or null (bad, expired or revoked token). */
export async function resolveSessionToken(token: string | null | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 4096) return null;
  const claims = await decodeToken(token);
  if (!claims) return null;
  const known = await knownSession(claims.sid);
  if (!known || known.expiresAt <= new Date() || !safeEqual(known.tokenHash, sha256(claims.sk))) return null;
  return known.resolved;
}

/**
 * Call after changing a user's sessions, or the user fields a session carries, outside this
 * module: this process then reads them afresh at once (other processes are told by PostgreSQL).
 */
export function forgetSessionsOf(userId: string): void {
  sessionCache.forgetUser(userId);
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
  sessionCache.forgetSession(sessionId);
}

/** Revokes every live session of a user, except `keep` (the one making a password change). */
export async function revokeUserSessions(userId: string, keep?: string): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { userId, revokedAt: null, ...(keep ? { id: { not: keep } } : {}) },
    data: { revokedAt: new Date() },
  });
  sessionCache.forgetUser(userId);
  return count;
}

/** The session token a request carries: the Bearer header first, else the cookie. */
export function sessionTokenFrom(headers: Headers, cookieValue: string | undefined): string | null {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    return match?.[1]?.trim() || null;
  }
  return cookieValue || null;
}
