import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { resolveSessionToken, SESSION_COOKIE, sessionTokenFrom, type SessionUser } from "./session";

/** The signed-in user of the current page render (null when signed out), resolved once per request. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  const token = sessionTokenFrom(headerList, cookieStore.get(SESSION_COOKIE)?.value);
  return (await resolveSessionToken(token))?.user ?? null;
});
