import type { Env } from "./env-schema";

/**
 * Whether payments go through the built-in simulator: no FLUTTERWAVE_SECRET_KEY, and not a
 * production server unless PAYMENTS_SIMULATOR=true says so. Pure, so the start script and
 * the app decide the same way.
 */
export function paymentsSimulatorOn(
  env: Pick<Env, "FLUTTERWAVE_SECRET_KEY" | "PAYMENTS_SIMULATOR">,
  production: boolean,
): boolean {
  return !env.FLUTTERWAVE_SECRET_KEY && (!production || env.PAYMENTS_SIMULATOR);
}

export const SIMULATOR_WARNING =
  "WARNING: payments are SIMULATED (no FLUTTERWAVE_SECRET_KEY). Checkouts take no real money and enrol for free; never run a public server like this.";
