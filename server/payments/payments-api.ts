import "server-only";
import { AppError } from "../errors";
import { flutterwave } from "../integrations/flutterwave";

/** Flutterwave (or its simulator); 503 when payments are not configured. */
export function paymentsApi() {
  const api = flutterwave();
  if (!api) throw new AppError("service_unavailable", "Payments are not configured on this server");
  return api;
}
