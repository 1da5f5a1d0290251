// Cache Storage for component tests (jsdom has none): named caches of responses keyed by URL,
// enough of the API for the lesson downloads (lib/media/offline-lessons.ts).
const keyOf = (request: RequestInfo | URL) =>
  new URL(
    typeof request === "string" ? request : request instanceof URL ? request.href : request.url,
    "http://localhost",
  ).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(keyOf(request), response);
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new FakeCache());
    return this.caches.get(name)!;
  }
  async match(request: RequestInfo | URL, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }
  async has(name: string) {
    return this.caches.has(name);
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  async keys() {
    return [...this.caches.keys()];
  }
}
