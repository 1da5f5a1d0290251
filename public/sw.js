// ExamPrep service worker: keeps the app shell and the quiz library usable offline.
// - build assets (/_next/static, hashed): cache first, kept
// - pages: network first, the cached copy when offline, else /offline
// - quiz library reads (GET /api/quizzes…): network first, cached copy when offline
// Everything else (sign-in, payments, videos, writes) always goes to the network.
const VERSION = "examprep-v1";
const SHELL = ["/", "/quizzes", "/offline", "/manifest.webmanifest", "/icon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    if (fallbackUrl) {
      const fallback = await cache.match(fallbackUrl);
      if (fallback) return fallback;
    }
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(VERSION);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

const CACHEABLE_PAGES = [/^\/$/, /^\/courses(\/[^/]+)?$/, /^\/quizzes$/, /^\/quiz\/[^/]+\/(take|result|attempts)$/, /^\/profile$/, /^\/dashboard$/, /^\/offline$/];

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/thumbnails/") || url.pathname.startsWith("/images/")) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === "/api/quizzes" || /^\/api\/quizzes\/[^/]+\/details$/.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  } else if (request.mode === "navigate" && CACHEABLE_PAGES.some((re) => re.test(url.pathname))) {
    event.respondWith(networkFirst(request, "/offline"));
  }
});
