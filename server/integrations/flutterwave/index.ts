import "server-only";
import { paymentsSimulatorOn } from "../../config/payments-mode";
import { env, isProduction } from "../../env";
import { createFlutterwaveClient } from "./http-client";
import { flutterwaveSimulator } from "./simulator";
import type { FlutterwaveApi } from "./types";

/**
 * The real API when FLUTTERWAVE_SECRET_KEY is set; else the simulator, which a production
 * server uses only when PAYMENTS_SIMULATOR=true says so explicitly (null: payments off).
 */
export function simulatorEnabled(): boolean {
  return paymentsSimulatorOn(env, isProduction);
}

let client: FlutterwaveApi | null | undefined;
export function flutterwave(): FlutterwaveApi | null {
  if (client !== undefined) return client;
  if (env.FLUTTERWAVE_SECRET_KEY)
    client = createFlutterwaveClient({
      baseUrl: env.FLUTTERWAVE_BASE_URL,
      secretKey: env.FLUTTERWAVE_SECRET_KEY,
      timeoutMs: env.FLUTTERWAVE_TIMEOUT_MS,
    });
  else client = simulatorEnabled() ? flutterwaveSimulator : null;
  return client;
}
