// Reading a sign-in answer the way docs/product-spec.md parts 3 and 4 describe: the user may sit under
// student, user or data, the token under session.access_token or token.

export const LOGIN_MISSING_USER = "Invalid login response - missing user data";
export const LOGIN_MISSING_TOKEN = "Invalid login response - missing token";

type Loose = Record<string, unknown> | null | undefined;

export function readLoginResponse(body: unknown): { user: Record<string, unknown>; token: string } {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const user = [b.student, b.user, b.data].find((u): u is Record<string, unknown> => {
    const candidate = u as Loose;
    return !!candidate && typeof candidate === "object" && (!!candidate.id || !!candidate.email);
  });
  if (!user) throw new Error(LOGIN_MISSING_USER);
  const session = b.session as Loose;
  const token =
    (typeof session?.access_token === "string" && session.access_token) ||
    (typeof b.token === "string" && b.token) ||
    "";
  if (!token) throw new Error(LOGIN_MISSING_TOKEN);
  return { user, token };
}
