// Where to go after signing in: `?next=` names a page of this site. Only a path on this origin
// is followed (never "//evil.example" or "https://…"), so a link cannot send a student away.

/** The `next` parameter as a same-origin path, or null when it is absent or points elsewhere. */
export function safeNextPath(next: string | string[] | undefined | null): string | null {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value || value.length > 512) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}

/** The sign-in page, coming back to `path` afterwards. */
export const signInHref = (path: string) => `/signin?${new URLSearchParams({ next: path })}`;

/** Where each role starts when sign-in names no page to go back to. */
export const HOME_OF_ROLE = { student: "/", tutor: "/studio" } as const;

/** Where to go once signed in: the page that sent the user here, else their role's home. */
export const afterSignInPath = (role: keyof typeof HOME_OF_ROLE, next: string | undefined) =>
  next ?? HOME_OF_ROLE[role];
