// ExamPrep service worker: keeps the app shell, the quiz library and a paper being sat usable
// offline, on a phone that several students may share.
// - build assets and public images (/_next/static is hashed): cache first, kept
// - the shell (/, /quizzes, /offline): fetched without the session at install, so the copy
//   shown offline to whoever holds the phone is nobody's
// - pages and quiz library reads: network first, the copy when offline, else /offline; any other
//   page is never kept, and offline it is /offline too. Every
//   page names its student (the header, a dashboard), so these copies live in one cache that
//   belongs to the account the server last answered for (X-Examprep-Account on each page); an
//   answer for another account (a sign-out, another student's sign-in) empties it first, and
//   the app empties it on sign-out and on a 401 (lib/private-data.ts)
// - lessons downloaded for offline study live in their own cache, which the page writes and
//   reads (lib/media/offline-lessons.ts); the worker only keeps it across its updates
// - a paper downloaded to sit offline keeps its diagrams in a cache the page writes
//   (app/exams/[paperId]/_components/pack-storage.ts); offline, the worker answers from it
// Everything else (sign-in, payments, videos, writes) always goes to the network.
const STATIC_CACHE = "examprep-static-v2";
// Kept in step with lib/private-data.ts, which deletes it from the page.
const PAGES_CACHE = "examprep-pages";
// Kept in step with lib/media/offline-lessons.ts.
const LESSONS_CACHE = "examprep-lessons";
// Kept in step with app/exams/[paperId]/_components/pack-storage.ts.
const PACK_MEDIA_CACHE = "examprep-pack-media";
const SHELL_PAGES = ["/", "/quizzes", "/offline"];
const SHELL_FILES = ["/manifest.webmanifest", "/icon.svg"];
const ACCOUNT_HEADER = "x-examprep-account";
// Where the account the pages cache belongs to is remembered (a worker's globals die with it).
const ACCOUNT_KEY = "/__examprep/account";

self.addEventListener("install", (event) => {
  const anonymous = SHELL_PAGES.map((url) => new Request(url, { credentials: "omit" }));
  event.waitUntil(
    caches
      .open(STATIC_CACHE)
      .then((cache) => cache.addAll([...anonymous, ...SHELL_FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => ![STATIC_CACHE, PAGES_CACHE, LESSONS_CACHE, PACK_MEDIA_CACHE].includes(k))
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Empties the pages cache when an answer is for another account than the one it holds. */
async function pagesCacheFor(response) {
  const account = response.headers.get(ACCOUNT_HEADER);
  let cache = await caches.open(PAGES_CACHE);
  if (account === null) return cache;
  const held = await cache.match(ACCOUNT_KEY);
  if (!held || (await held.text()) !== account) {
    await caches.delete(PAGES_CACHE);
    cache = await caches.open(PAGES_CACHE);
    await cache.put(ACCOUNT_KEY, new Response(account));
  }
  return cache;
}

async function networkFirst(request, fallbackUrl) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      const cache = await pagesCacheFor(response);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (err) {
    const cached =
      (await caches.match(request, { cacheName: PAGES_CACHE, ignoreVary: true })) ??
      (await caches.match(request, { cacheName: STATIC_CACHE, ignoreVary: true }));
    if (cached) return cached;
    if (fallbackUrl) {
      const fallback = await caches.match(fallbackUrl, { cacheName: STATIC_CACHE });
      if (fallback) return fallback;
    }
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

const CACHEABLE_PAGES = [
  /^\/$/,
  /^\/courses(\/[^/]+)?$/,
  /^\/quizzes$/,
  /^\/quiz\/[^/]+\/(take|result|attempts)$/,
  // A paper being sat: its questions and answers come from the copy the page keeps in localStorage.
  /^\/exams\/sittings\/[^/]+$/,
  // The papers and a paper's page: a paper downloaded for offline is started and sat there.
  /^\/exams$/,
  /^\/exams\/[^/]+$/,
  /^\/profile$/,
  /^\/dashboard$/,
  /^\/review$/,
  // The player: offline it plays the lessons kept on the phone.
  /^\/course-content$/,
  /^\/offline$/,
];

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (
    url.pathname.startsWith("/_next/static/") ||
    url.pathname.startsWith("/thumbnails/") ||
    url.pathname.startsWith("/images/")
  ) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith("/api/media/bank/")) {
    event.respondWith(
      fetch(request).catch(
        async (err) => (await caches.match(request, { cacheName: PACK_MEDIA_CACHE })) ?? Promise.reject(err),
      ),
    );
  } else if (url.pathname === "/api/quizzes" || /^\/api\/quizzes\/[^/]+\/details$/.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  } else if (request.mode === "navigate" && CACHEABLE_PAGES.some((re) => re.test(url.pathname))) {
    event.respondWith(networkFirst(request, "/offline"));
  } else if (request.mode === "navigate") {
    // Any other page is not kept (a paper's review shows keys, which wait while an exam is open),
    // but without a connection it is the app's offline page, not the browser's error.
    event.respondWith(
      fetch(request).catch(
        async (err) => (await caches.match("/offline", { cacheName: STATIC_CACHE })) ?? Promise.reject(err),
      ),
    );
  }
});
