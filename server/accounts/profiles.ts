import "server-only";
import { forgetSessionsOf } from "../auth/session";
import sharp from "sharp";
import { detectImageKind, imageMessages } from "@/lib/media/image-signature";
import { defaultDisplayName, type ProfileUpdate } from "@/lib/validation/auth";
import { randomToken } from "../auth/tokens";
import { db } from "../db";
import { env } from "../env";
import { AppError, forbidden, notFound } from "../errors";
import type { UploadedFile } from "../storage/received-file";
import { getStorage } from "../integrations/storage";
import type { Storage } from "../integrations/storage/types";
import { recordStoredObject, releaseStoredObjects } from "../storage/stored-objects";
import { mediaUrl, toUserDto, userRowSelect, type UserDto } from "./users";

// Profiles: reading and editing one's own account, and the profile picture.

export async function getUser(id: string): Promise<UserDto> {
  const user = await db.user.findUnique({ where: { id }, select: userRowSelect });
  if (!user) throw notFound("User");
  return toUserDto(user);
}

/** GET /api/students/{id}: only the student themself may read it. */
export async function getStudentForViewer(id: string, viewerId: string): Promise<UserDto> {
  if (id !== viewerId) throw forbidden("You can only view your own profile");
  return getUser(id);
}

const AVATAR_SIZE = 512;

/** The storage key behind a profile_picture URL, if the URL is one of this user's uploads. */
function pictureKeyFromUrl(url: string, userId: string): string | null {
  const path = url.startsWith(env.APP_URL) ? url.slice(env.APP_URL.length) : url;
  const match = /^\/api\/media\/(avatars\/([^/]+)\/[A-Za-z0-9_-]+\.webp)$/.exec(path);
  return match && match[2] === userId ? match[1]! : null;
}

export async function updateStudentProfile(
  userId: string,
  input: ProfileUpdate,
  storage: Storage = getStorage(),
): Promise<UserDto> {
  const current = await db.user.findUnique({
    where: { id: userId },
    select: { firstName: true, lastName: true, pictureKey: true },
  });
  if (!current) throw notFound("User");

  let pictureKey: string | null | undefined;
  if (input.profile_picture === null || input.profile_picture === "") pictureKey = null;
  else if (input.profile_picture !== undefined) {
    const key = pictureKeyFromUrl(input.profile_picture, userId);
    if (!key || !(await storage.head(key))) {
      throw new AppError("validation_error", "Profile picture must be an image you uploaded", {
        fieldErrors: { profile_picture: "Profile picture must be an image you uploaded" },
      });
    }
    pictureKey = key;
  }

  const firstName = input.first_name ?? current.firstName;
  const lastName = input.last_name ?? current.lastName;
  const user = await db.user.update({
    where: { id: userId },
    data: {
      firstName,
      lastName,
      displayName:
        input.display_name === undefined ? undefined : input.display_name || defaultDisplayName(firstName, lastName),
      academicLevel: input.academic_level,
      pictureKey,
    },
    select: userRowSelect,
  });
  forgetSessionsOf(userId);
  // The replaced picture goes only once the new one is saved.
  if (pictureKey !== undefined && current.pictureKey !== pictureKey)
    await releaseStoredObjects([current.pictureKey], storage);
  return toUserDto(user);
}

/** Stores an uploaded picture re-encoded as a square WebP (which drops EXIF and other metadata). */
export async function saveProfilePicture(userId: string, file: UploadedFile, storage: Storage = getStorage()) {
  if (!detectImageKind(file.bytes)) throw new AppError("unsupported_media_type", imageMessages.notImage);
  let encoded: Buffer;
  try {
    encoded = await sharp(file.bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError("unsupported_media_type", imageMessages.notImage);
  }
  const key = `avatars/${userId}/${randomToken(12)}.webp`;
  await storage.put(key, encoded, { contentType: "image/webp", contentLength: encoded.length });
  await recordStoredObject(key, userId, encoded.length);
  return {
    success: true,
    url: mediaUrl(key),
    fileName: file.fileName.replace(/[^\w.\- ]+/g, "_").slice(0, 120) || "picture",
    fileSize: encoded.length,
    key,
  };
}
