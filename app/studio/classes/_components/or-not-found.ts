import { notFound } from "next/navigation";
import { AppError } from "@/server/errors";

/** The domain's 404 (another teacher's class, a removed student) as the page's 404. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof AppError && err.code === "not_found") notFound();
    throw err;
  }
}
