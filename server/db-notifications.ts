import pg from "pg";

/** Notifications on one channel, as a `LISTEN`ing connection gives them; the caller makes another when it is lost. */
export type ChangeFeed = {
  /** Starts listening; `onChange(payload)` for every notification, `onLost` once if the connection fails. */
  listen(onChange: (payload: string) => void, onLost: () => void): Promise<void>;
};

/** Lets a long-lived client's socket not keep a script or a test run alive. */
export function unrefClient(client: pg.Client): void {
  (client as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref();
}

/**
 * A connection of its own that LISTENs on `channel` (a pooled one would be handed to other
 * queries). Its socket does not keep a script or a test run alive.
 */
export function listenChannel(connectionString: string, channel: string): ChangeFeed {
  return {
    async listen(onChange, onLost) {
      // Named, so an operator (or a test) can tell it from the pool's connections.
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: 5_000,
        application_name: `examprep-listen-${process.pid}`,
      });
      let live = false;
      const lose = () => {
        if (!live) return;
        live = false;
        client.end().catch(() => undefined);
        onLost();
      };
      client.on("error", lose);
      client.on("end", lose);
      client.on("notification", (message) => {
        if (message.channel === channel && message.payload) onChange(message.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        client.end().catch(() => undefined);
        throw err;
      }
      unrefClient(client);
      live = true;
    },
  };
}
