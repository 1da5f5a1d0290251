// The limits' policy over a counter store: count first then judge, slots given back, and
// what a store outage does to a fail-closed and to a fail-open limit.
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "./errors";
import {
  counterStoreHealth,
  enforceRateLimits,
  MemoryStore,
  OUTAGE_RETRY_SECONDS,
  reserveSlots,
  useCounterStore,
  type CounterStore,
  type Limit,
} from "./rate-limit";

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** A memory store that records releases and fails the keys (or every call) it is told to. */
class TestStore extends MemoryStore {
  releases: string[] = [];
  constructor(private failing: (key: string) => boolean = () => false) {
    super();
  }
  override async hit(key: string, windowMs: number) {
    if (this.failing(key)) throw new Error("store down");
    return super.hit(key, windowMs);
  }
  override async release(key: string) {
    this.releases.push(key);
    return super.release(key);
  }
}

function use(store: CounterStore) {
  restore = useCounterStore(store);
  return store;
}

const closed: Limit = { name: "t-closed", max: 2, windowSeconds: 60, failClosed: true };
const open: Limit = { name: "t-open", max: 2, windowSeconds: 60 };
const wide: Limit = { name: "t-wide", max: 100, windowSeconds: 60, failClosed: true };

async function thrown(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("enforceRateLimits", () => {
  it("lets max calls through and refuses the next with 429 and Retry-After", async () => {
    use(new TestStore());
    await enforceRateLimits([{ limit: closed, subject: "a" }]);
    await enforceRateLimits([{ limit: closed, subject: "A" }]);
    const err = await thrown(enforceRateLimits([{ limit: closed, subject: "a" }]));
    expect(err.code).toBe("rate_limited");
    expect(err.headers?.["retry-after"]).toBe("60");
    expect(err.message).toBe("Too many attempts. Please wait 60 seconds and try again.");
  });

  it("judges a concurrent burst one by one", async () => {
    use(new TestStore());
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => enforceRateLimits([{ limit: closed, subject: "burst" }])),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
  });

  it("skips a pair without a subject", async () => {
    const store = use(new TestStore(() => true));
    await enforceRateLimits([
      { limit: closed, subject: null },
      { limit: closed, subject: undefined },
      { limit: closed, subject: "" },
    ]);
    expect((store as TestStore).releases).toEqual([]);
  });

  it("refuses with 503 and Retry-After when the store fails on a fail-closed limit, giving back what it counted", async () => {
    const store = use(new TestStore((key) => key.includes("t-closed"))) as TestStore;
    const err = await thrown(
      enforceRateLimits([
        { limit: wide, subject: "x" },
        { limit: closed, subject: "x" },
      ]),
    );
    expect(err.code).toBe("service_unavailable");
    expect(err.headers?.["retry-after"]).toBe(String(OUTAGE_RETRY_SECONDS));
    expect(err.message).toMatch(/briefly unavailable/);
    expect(store.releases).toEqual(["examprep:rl:t-wide:x"]);
    expect((await store.hit("examprep:rl:t-wide:x", 60_000)).count).toBe(1);
  });

  it("lets the call through when the store fails on a fail-open limit", async () => {
    use(new TestStore(() => true));
    for (let i = 0; i < 5; i++) await enforceRateLimits([{ limit: open, subject: "y" }]);
  });

  it("still judges the limits the store answered for when a fail-open one fails", async () => {
    use(new TestStore((key) => key.includes("t-open")));
    const checks = [
      { limit: open, subject: "z" },
      { limit: wide, subject: "z" },
    ];
    await enforceRateLimits(checks);
    const tight: Limit = { name: "t-tight", max: 0, windowSeconds: 60 };
    expect((await thrown(enforceRateLimits([...checks, { limit: tight, subject: "z" }]))).code).toBe("rate_limited");
  });
});

describe("reserveSlots", () => {
  it("holds a slot per pair until given back; a refused call holds none", async () => {
    const store = use(new TestStore()) as TestStore;
    const checks = [
      { limit: closed, subject: "acct|ip" },
      { limit: wide, subject: "acct" },
    ];
    const first = await reserveSlots(checks);
    await reserveSlots(checks);
    const refused = await thrown(reserveSlots(checks));
    expect(refused.code).toBe("rate_limited");
    // The refusal gave back its slot in the wide pair too.
    expect(store.releases).toEqual(["examprep:rl:t-closed:acct|ip", "examprep:rl:t-wide:acct"]);
    expect((await store.hit("examprep:rl:t-wide:acct", 60_000)).count).toBe(3);
    await store.release("examprep:rl:t-wide:acct");

    await first.giveBack();
    await first.giveBack();
    expect(store.releases).toHaveLength(5);
    await reserveSlots(checks);
    expect((await thrown(reserveSlots(checks))).code).toBe("rate_limited");
  });

  it("admits exactly max of a concurrent burst when none is given back", async () => {
    use(new TestStore());
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => reserveSlots([{ limit: closed, subject: "b" }])),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(closed.max);
    for (const r of results) if (r.status === "rejected") expect((r.reason as AppError).code).toBe("rate_limited");
  });

  it("admits a slot freed by a given-back attempt", async () => {
    use(new TestStore());
    const checks = [{ limit: closed, subject: "c" }];
    const a = await reserveSlots(checks);
    await reserveSlots(checks);
    await a.giveBack();
    await reserveSlots(checks);
    expect((await thrown(reserveSlots(checks))).code).toBe("rate_limited");
  });

  it("refuses with 503 when the store is down for a fail-closed limit", async () => {
    use(new TestStore(() => true));
    expect((await thrown(reserveSlots([{ limit: closed, subject: "d" }]))).code).toBe("service_unavailable");
  });
});

describe("counterStoreHealth", () => {
  it("is not_configured for counters in this process", async () => {
    use(new MemoryStore());
    expect(await counterStoreHealth()).toBe("not_configured");
  });

  it("is ok or down as a shared store answers its ping", async () => {
    let up = true;
    const shared: CounterStore = {
      kind: "redis",
      hit: async () => ({ count: 1, resetInMs: 1 }),
      release: async () => undefined,
      ping: async () => {
        if (!up) throw new Error("down");
      },
    };
    use(shared);
    expect(await counterStoreHealth()).toBe("ok");
    up = false;
    expect(await counterStoreHealth()).toBe("down");
  });
});
