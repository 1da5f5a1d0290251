export type ServeAddress = { port: number; hostname: string | undefined };

/** Reads `--port/-p` and `--hostname/-H` (as `--port 3000` or `--port=3000`) the way `next start` does, PORT when no flag. */
export function parseServeArgs(argv: string[], env: Record<string, string | undefined> = process.env): ServeAddress {
  const value = (...names: string[]): string | undefined => {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i] ?? "";
      if (names.includes(arg)) return argv[i + 1];
      const name = names.find((n) => arg.startsWith(`${n}=`));
      if (name) return arg.slice(name.length + 1);
    }
    return undefined;
  };
  const given = value("--port", "-p") ?? env.PORT;
  const port = Number.parseInt(given ?? "3000", 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${given}`);
  return { port, hostname: value("--hostname", "-H") };
}
