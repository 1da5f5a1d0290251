import "server-only";
import { randomBytes } from "node:crypto";
import { makeJoinCode } from "@/lib/schools/join-code";
import { MAX_TEACHER_CLASSES, TOO_MANY_CLASSES_MESSAGE } from "@/lib/schools/rules";
import type { CreateClassInput } from "@/lib/validation/schools";
import { db } from "../db";
import { AppError } from "../errors";
import { Prisma } from "../generated/prisma/client";
import { toClassDto } from "./class-dto";

/**
 * POST /api/classes: a new class of this teacher with a fresh join code. At most
 * MAX_TEACHER_CLASSES not archived, counted under a lock per teacher so two creations at once
 * cannot pass the limit together. A code already taken (one in about 10^11) is drawn again.
 */
export async function createClass(teacherId: string, input: CreateClassInput) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.$transaction(async (tx) => {
        await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`classes:${teacherId}`}, 0))`;
        const active = await tx.schoolClass.count({ where: { teacherId, archivedAt: null } });
        if (active >= MAX_TEACHER_CLASSES) throw new AppError("conflict", TOO_MANY_CLASSES_MESSAGE);
        const row = await tx.schoolClass.create({
          data: { teacherId, name: input.name, joinCode: makeJoinCode((n) => randomBytes(n)) },
        });
        return toClassDto(row, 0);
      });
    } catch (err) {
      const codeTaken = err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
      if (!codeTaken || attempt >= 4) throw err;
    }
  }
}
