import "server-only";
import { randomUUID } from "node:crypto";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/server";
import type { Redis } from "ioredis";

// tus locks an upload while a request works on it, so two PATCHes never append at once. With
// several app processes the lock must be shared: a key in Redis, set only if absent, with a
// lifetime the holder keeps renewing (a process that dies lets go within LOCK_TTL_MS). A request
// that wants a held lock publishes the upload's id; whichever process holds it asks its request
// to finish (tus's requestRelease), which is how a phone's new PATCH takes over from the old
// connection it lost.

const LOCK_TTL_MS = 30_000;
const RETRY_MS = 100;

// Deletes or renews the key only while it still holds this lock's token.
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;
const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;

export class RedisLocker implements Locker {
  readonly held = new Map<string, RequestRelease>();
  readonly channel: string;
  private listening: Promise<unknown> | null = null;

  constructor(
    readonly redis: Redis,
    private readonly subscriber: Redis,
    readonly prefix: string,
    readonly acquireTimeoutMs = 30_000,
  ) {
    this.channel = `${prefix}tus-release`;
    subscriber.on("message", (channel: string, id: string) => {
      if (channel === this.channel) void this.held.get(id)?.();
    });
  }

  /** Subscribes once to the requests to let go. */
  listen(): Promise<unknown> {
    this.listening ??= this.subscriber.subscribe(this.channel).catch((err: unknown) => {
      this.listening = null;
      throw err;
    });
    return this.listening;
  }

  key(id: string) {
    return `${this.prefix}tus-lock:${id}`;
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }
}

class RedisLock implements Lock {
  private readonly token = randomUUID();
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redis } = this.locker;
    const key = this.locker.key(this.id);
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    await this.locker.listen();
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      if ((await redis.set(key, this.token, "PX", LOCK_TTL_MS, "NX")) === "OK") {
        this.locker.held.set(this.id, requestRelease);
        this.renewal = setInterval(() => void redis.eval(RENEW, 1, key, this.token, LOCK_TTL_MS).catch(() => undefined), LOCK_TTL_MS / 3);
        this.renewal.unref();
        return;
      }
      await redis.publish(this.locker.channel, this.id);
      if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    this.locker.held.delete(this.id);
    await this.locker.redis.eval(RELEASE, 1, this.locker.key(this.id), this.token);
  }
}
