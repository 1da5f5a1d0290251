import "server-only";
import type { Tariff } from "@/lib/media/data-cost";
import type { TariffSetInput } from "@/lib/validation/data-settings";
import { db } from "../db";
import { AppError } from "../errors";

// Data prices per network, settings data operators keep current (`npm run tariffs`); the
// player prices a lesson with them.

const toTariff = (row: { network: string; name: string; nairaPerGb: number }): Tariff => ({
  network: row.network,
  name: row.name,
  naira_per_gb: row.nairaPerGb,
});

/** Every network, cheapest first. */
export async function listTariffs(): Promise<Tariff[]> {
  const rows = await db.dataTariff.findMany({ orderBy: [{ nairaPerGb: "asc" }, { network: "asc" }] });
  return rows.map(toTariff);
}

/** Sets a network's price; a network not listed yet needs its name. */
export async function setTariff(input: TariffSetInput): Promise<Tariff> {
  const existing = await db.dataTariff.findUnique({ where: { network: input.network }, select: { network: true } });
  if (!existing && !input.name) {
    throw new AppError("validation_error", `${input.network} is a new network: give its name too`, {
      fieldErrors: { name: "A new network needs a name" },
    });
  }
  const row = existing
    ? await db.dataTariff.update({
        where: { network: input.network },
        data: { nairaPerGb: input.naira_per_gb, ...(input.name ? { name: input.name } : {}) },
      })
    : await db.dataTariff.create({
        data: { network: input.network, name: input.name!, nairaPerGb: input.naira_per_gb },
      });
  return toTariff(row);
}
