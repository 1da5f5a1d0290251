import "server-only";
import type { DataSettings, DataSettingsInput } from "@/lib/validation/data-settings";
import { db } from "../db";
import { AppError } from "../errors";
import { listTariffs } from "./tariffs";

// A student's data settings (GET/PUT /api/me/data-settings), answered with the tariffs so a
// screen can name the networks and price a lesson in one request.

export async function getDataSettings(studentId: string): Promise<DataSettings> {
  const [user, tariffs] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: studentId }, select: { dataNetwork: true, videoQuality: true } }),
    listTariffs(),
  ]);
  // A network an operator has since removed reads as not chosen, never as a wrong price.
  const network = tariffs.some((t) => t.network === user.dataNetwork) ? user.dataNetwork : null;
  return { network, video_quality: user.videoQuality, tariffs };
}

export async function updateDataSettings(studentId: string, input: DataSettingsInput): Promise<DataSettings> {
  if (input.network) {
    const tariffs = await listTariffs();
    if (!tariffs.some((t) => t.network === input.network)) {
      const names = tariffs.map((t) => t.network).join(", ");
      const message = `Unknown mobile network "${input.network}": choose one of ${names}`;
      throw new AppError("validation_error", message, { fieldErrors: { network: message } });
    }
  }
  await db.user.update({
    where: { id: studentId },
    data: { dataNetwork: input.network, videoQuality: input.video_quality },
  });
  return getDataSettings(studentId);
}
