import "server-only";
import { decode, encode } from "next-auth/jwt";
import { db } from "../db";
import { env } from "../env";
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
};

export type ResolvedSession = { sessionId: string; user: SessionUser };

type TokenClaims = { sid?: unknown; sk?: unknown };

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
  const token = await encode({ token: { sid: session.id, sk: secret, sub: userId }, secret: env.AUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
  return { token, sessionId: session.id, expiresAt };
}

/** The live session a token names, or null (bad, expired or revoked token). */
export async function resolveSessionToken(token: string | null | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 4096) return null;
  let claims: TokenClaims | null;
  try {
    claims = (await decode({ token, secret: env.AUTH_SECRET })) as TokenClaims | null;
  } catch {
    return null;
  }
  if (!claims || typeof claims.sid !== "string" || typeof claims.sk !== "string") return null;
  const row = await db.session.findUnique({
    where: { id: claims.sid },
    select: {
      id: true,
      tokenHash: true,
      expiresAt: true,
      revokedAt: true,
      user: { select: { id: true, role: true, email: true, firstName: true, lastName: true, displayName: true } },
    },
  });
  if (!row || row.revokedAt || row.expiresAt <= new Date() || !safeEqual(row.tokenHash, sha256(claims.sk))) return null;
  return { sessionId: row.id, user: row.user };
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Revokes every live session of a user, except `keep` (the one making a password change). */
export async function revokeUserSessions(userId: string, keep?: string): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { userId, revokedAt: null, ...(keep ? { id: { not: keep } } : {}) },
    data: { revokedAt: new Date() },
  });
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
