"use client";

import { writeStored, writeStoredText } from "@/lib/client/offline/storage";
import { storedKey } from "@/lib/client/offline/stored-keys";
import { forgetOtherStudent, forgetPrivateData } from "@/lib/private-data";
import { toast } from "@/lib/ui/toast";

// What the browser does about the session it holds in its httpOnly cookie (no token is
// ever kept where a script can read it): remember who signed in, and react once when the
// server says the session is gone.

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
export const SESSION_EXPIRED_TOAST_MS = 4000;
export const SESSION_EXPIRED_REDIRECT_MS = 1000;
export const SESSION_EXPIRED_EVENT = "examprep:session-expired";
const NO_REDIRECT_PATHS = ["/signin", "/signup", "/"];
export const USER_STORAGE_KEY = storedKey("user");
export const USER_TYPE_STORAGE_KEY = storedKey("userType");

/** What the browser remembers of the signed-in user (never the token); another student's leftovers go first. */
export function rememberUser(user: unknown, userType: "student" | "tutor") {
  const id = user && typeof user === "object" && "id" in user ? String(user.id) : undefined;
  void forgetOtherStudent(id);
  // Storage unavailable (private mode): the server session still works.
  writeStored(USER_STORAGE_KEY, user);
  writeStoredText(USER_TYPE_STORAGE_KEY, userType);
}

let expiryHandled = false;

/** Forget the user, warn for 4 s, go to /signin after 1 s; several refusals at once act once. */
export function handleSessionExpired() {
  if (expiryHandled) return;
  expiryHandled = true;
  void forgetPrivateData();
  toast(SESSION_EXPIRED_MESSAGE, "warning", SESSION_EXPIRED_TOAST_MS);
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  if (!NO_REDIRECT_PATHS.includes(window.location.pathname)) {
    // A full navigation: every screen's data belonged to the expired session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    setTimeout(() => window.location.assign("/signin"), SESSION_EXPIRED_REDIRECT_MS);
  }
  setTimeout(() => {
    expiryHandled = false;
  }, SESSION_EXPIRED_REDIRECT_MS + 500);
}
