// The student profile: reading one's own account, editing the five fields, and the
// picture upload served back through /api/media (docs/product-spec.md parts 5 and 7, docs/contract.md "HTTP API").
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { GET as mediaHandler } from "@/app/api/media/[...key]/route";
import { PUT as updateProfileHandler } from "@/app/api/student-profile/route";
import { POST as uploadHandler } from "@/app/api/student-profile/upload-picture/route";
import { GET as studentHandler } from "@/app/api/students/[id]/route";
import { APP_URL, call, openDb, newTutor, newStudent, type ApiResponse } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

const storageDir = () => {
  const dir = process.env.STORAGE_DIR;
  if (!dir) throw new Error("STORAGE_DIR is not set: the integration setup provides it");
  return dir;
};

const getStudent = (id: string, token?: string) =>
  call(studentHandler, { path: `/api/students/${id}`, params: { id }, token });
const updateProfile = (token: string | undefined, body: unknown) =>
  call(updateProfileHandler, { path: "/api/student-profile", method: "PUT", body, token });
const media = (key: string | string[]) => {
  const segments = Array.isArray(key) ? key : key.split("/");
  return call(mediaHandler, { path: `/api/media/${segments.join("/")}`, params: { key: segments } });
};

function upload(
  token: string | undefined,
  file: { bytes: Uint8Array; type: string; name?: string } | null,
  field = "file",
): Promise<ApiResponse> {
  const form = new FormData();
  if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name ?? "picture.png");
  else form.append("note", "no file here");
  return call(uploadHandler, { path: "/api/student-profile/upload-picture", method: "POST", rawBody: form, token });
}

const red = () => sharp({ create: { width: 64, height: 64, channels: 3, background: "#f00" } });
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";
const userFiles = (userId: string) => {
  const dir = path.join(storageDir(), "avatars", userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function uploadPng(token: string) {
  const res = await upload(token, { bytes: await red().png().toBuffer(), type: "image/png" });
  expect(res.status, res.text).toBe(200);
  return res.body as { success: boolean; url: string; fileName: string; fileSize: number; key: string };
}

describe("GET /api/students/{id}", () => {
  it("answers the owner with their student object", async () => {
    const student = await newStudent("student", {
      first_name: "Ifeoma",
      last_name: "Chukwu",
      academic_level: "Senior Secondary 3",
    });
    const res = await getStudent(student.id, student.token);
    expect(res.status).toBe(200);
    expect(res.body.student).toMatchObject({
      id: student.id,
      email: student.email,
      first_name: "Ifeoma",
      last_name: "Chukwu",
      display_name: "Ifeoma C.",
      academic_level: "Senior Secondary 3",
      profile_picture: null,
      role: "student",
    });
    expect(Object.keys(res.body.student).filter((k) => /password|hash/i.test(k))).toEqual([]);
  });

  it("refuses another student's id, a tutor and a missing token", async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const tutor = await newTutor();

    const foreign = await getStudent(owner.id, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe("forbidden");
    expect(foreign.text).not.toContain(owner.email);

    const asTutor = await getStudent(owner.id, tutor.token);
    expect(asTutor.status).toBe(403);
    expect(asTutor.text).not.toContain(owner.email);
    const tutorOwn = await getStudent(tutor.id, tutor.token);
    expect(tutorOwn.status).toBe(403);

    const anonymous = await getStudent(owner.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "Invalid or expired token", error: "unauthorized" });
  });
});

describe("PUT /api/student-profile", () => {
  it("accepts the five fields and persists them", async () => {
    const student = await newStudent();
    const { url } = await uploadPng(student.token);
    const res = await updateProfile(student.token, {
      first_name: "  Amaka ",
      last_name: "Okonkwo",
      display_name: "Amaka O.K.",
      academic_level: "University (Undergraduate)",
      profile_picture: url,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.student).toMatchObject({
      id: student.id,
      first_name: "Amaka",
      last_name: "Okonkwo",
      display_name: "Amaka O.K.",
      academic_level: "University (Undergraduate)",
      profile_picture: url,
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: student.id } });
    expect(row).toMatchObject({
      firstName: "Amaka",
      lastName: "Okonkwo",
      displayName: "Amaka O.K.",
      academicLevel: "University (Undergraduate)",
      pictureKey: url.replace("/api/media/", ""),
      email: student.email,
      role: "student",
    });
    const read = await getStudent(student.id, student.token);
    expect(read.body.student.profile_picture).toBe(url);
  });

  it("accepts the picture URL with the APP_URL origin, and null removes it", async () => {
    const student = await newStudent();
    const { url, key } = await uploadPng(student.token);
    const absolute = await updateProfile(student.token, { profile_picture: `${APP_URL}${url}` });
    expect(absolute.status, absolute.text).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).pictureKey).toBe(key);

    const removed = await updateProfile(student.token, { profile_picture: null });
    expect(removed.status).toBe(200);
    expect(removed.body.student.profile_picture).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).pictureKey).toBeNull();
  });

  it("keeps fields that are not sent", async () => {
    const student = await newStudent("student", { first_name: "Yemi", last_name: "Alade", display_name: "Yemz" });
    const res = await updateProfile(student.token, { academic_level: "SS 1" });
    expect(res.status).toBe(200);
    const row = await db.user.findUniqueOrThrow({ where: { id: student.id } });
    expect(row).toMatchObject({ firstName: "Yemi", lastName: "Alade", displayName: "Yemz", academicLevel: "SS 1" });
  });

  it("gives an empty display name the default", async () => {
    const student = await newStudent("student", { display_name: "Custom Name" });
    const res = await updateProfile(student.token, { first_name: "Zainab", last_name: "usman", display_name: "" });
    expect(res.status).toBe(200);
    expect(res.body.student.display_name).toBe("Zainab U.");
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).displayName).toBe("Zainab U.");
    const blank = await updateProfile(student.token, { display_name: "   " });
    expect(blank.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).displayName).toBe("Zainab U.");
  });

  it.each([
    ["email", { email: "new-address@example.com" }],
    ["role", { role: "tutor" }],
    ["password", { password: "Sneaky-Pass-1" }],
    ["id", { id: "00000000-0000-0000-0000-000000000000" }],
  ])("refuses an unknown field (%s) and changes nothing", async (_name, extra) => {
    const student = await newStudent();
    const before = await db.user.findUniqueOrThrow({ where: { id: student.id }, omit: { passwordHash: false } });
    const res = await updateProfile(student.token, { first_name: "Changed", ...extra });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    expect(await db.user.findUniqueOrThrow({ where: { id: student.id }, omit: { passwordHash: false } })).toEqual(
      before,
    );
  });

  it("refuses invalid values with part-5 messages", async () => {
    const student = await newStudent();
    const before = await db.user.findUniqueOrThrow({ where: { id: student.id } });
    const blankName = await updateProfile(student.token, { first_name: "  " });
    expect(blankName.status).toBe(400);
    expect(blankName.body.errors.first_name).toBe("First name is required");
    const markup = await updateProfile(student.token, { first_name: "Ada", last_name: "<b>Obi</b>" });
    expect(markup.status).toBe(400);
    expect(markup.body.message).toBe("Last name cannot contain < or >, line breaks or other control characters");
    const lineBreak = await updateProfile(student.token, { display_name: "Ada\nObi" });
    expect(lineBreak.status).toBe(400);
    expect(lineBreak.body.errors.display_name).toBe(
      "Display name cannot contain < or >, line breaks or other control characters",
    );
    const level = await updateProfile(student.token, { academic_level: "Primary 6" });
    expect(level.status).toBe(400);
    expect(level.body.errors.academic_level).toEqual(expect.any(String));
    expect(await db.user.findUniqueOrThrow({ where: { id: student.id } })).toEqual(before);
  });

  it("accepts only a picture URL from this user's own upload", async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const { url: othersUrl } = await uploadPng(other.token);
    const { url: ownUrl, key } = await uploadPng(owner.token);
    expect((await updateProfile(owner.token, { profile_picture: ownUrl })).status).toBe(200);

    const forged = [
      othersUrl,
      "https://evil.example/x.png",
      `https://evil.example${ownUrl}`,
      `/api/media/avatars/${owner.id}/does-not-exist.webp`,
      `/api/media/avatars/${owner.id}/../${other.id}/${othersUrl.split("/").pop()}`,
      "javascript:alert(1)",
    ];
    for (const profile_picture of forged) {
      const res = await updateProfile(owner.token, { profile_picture });
      expect(res.status, profile_picture).toBe(400);
      expect(res.body.errors.profile_picture).toBe("Profile picture must be an image you uploaded");
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.id } })).pictureKey).toBe(key);
  });

  it("is for signed-in students only", async () => {
    const tutor = await newTutor();
    const asTutor = await updateProfile(tutor.token, { first_name: "Changed" });
    expect(asTutor.status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: tutor.id } })).firstName).toBe("Emeka");
    expect((await updateProfile(undefined, { first_name: "Changed" })).status).toBe(401);
  });
});

describe("POST /api/student-profile/upload-picture", () => {
  it("stores a PNG re-encoded as WebP and serves it through /api/media", async () => {
    const student = await newStudent();
    const res = await upload(student.token, { bytes: await red().png().toBuffer(), type: "image/png", name: "me.png" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      url: `/api/media/${res.body.key}`,
      fileName: "me.png",
      fileSize: expect.any(Number),
      key: expect.stringMatching(new RegExp(`^avatars/${student.id}/[A-Za-z0-9_-]+\\.webp$`)),
    });
    const stored = fs.readFileSync(path.join(storageDir(), res.body.key));
    expect(isWebp(stored)).toBe(true);
    expect(stored.length).toBe(res.body.fileSize);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });

    const served = await call(mediaHandler, { path: res.body.url, params: { key: res.body.key.split("/") } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Number(served.headers.get("content-length"))).toBe(stored.length);
    expect(served.bytes.equals(stored)).toBe(true);

    // The upload alone does not change the profile: that is PUT /api/student-profile.
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).pictureKey).toBeNull();
  });

  it("strips EXIF metadata from a JPEG", async () => {
    const student = await newStudent();
    const jpeg = await red()
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-exif" } } })
      .toBuffer();
    expect(jpeg.includes("secret-exif")).toBe(true);
    const res = await upload(student.token, { bytes: jpeg, type: "image/jpeg", name: "holiday photo (1).jpg" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.fileName).not.toMatch(/[()]/);
    const stored = fs.readFileSync(path.join(storageDir(), res.body.key));
    expect(isWebp(stored)).toBe(true);
    expect(stored.includes("secret-exif")).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it("judges the file by its bytes, not its declared type", async () => {
    const student = await newStudent();
    const png = await red().png().toBuffer();
    const mislabelled = await upload(student.token, { bytes: png, type: "text/plain", name: "notes.txt" });
    expect(mislabelled.status).toBe(200);
    expect(isWebp(fs.readFileSync(path.join(storageDir(), mislabelled.body.key)))).toBe(true);

    const text = await upload(student.token, {
      bytes: Buffer.from("just some text, not a picture\n"),
      type: "image/png",
      name: "fake.png",
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ message: "Please select a valid image file.", error: "unsupported_media_type" });

    const svg = await upload(student.token, {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      type: "image/svg+xml",
      name: "x.svg",
    });
    expect(svg.status).toBe(415);

    const truncated = await upload(student.token, { bytes: png.subarray(0, 40), type: "image/png" });
    expect(truncated.status).toBe(415);
    expect(truncated.body.message).toBe("Please select a valid image file.");
    expect(userFiles(student.id)).toHaveLength(1);
  });

  it("refuses a file of 5 MB or more with 413 and stores nothing", async () => {
    const student = await newStudent();
    const big = Buffer.alloc(5 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(student.token, { bytes: big, type: "image/jpeg", name: "big.jpg" });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: "Image size must be less than 5MB.", error: "payload_too_large" });
    expect(userFiles(student.id)).toEqual([]);
  });

  it("accepts an image of 5 MB minus one byte (under 5 MB)", async () => {
    const student = await newStudent();
    const png = await red().png().toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - 1 - png.length)]);
    const res = await upload(student.token, { bytes: padded, type: "image/png" });
    // Trailing bytes after IEND are ignored by decoders: this is a valid (if bloated) PNG.
    expect(res.status, res.text).toBe(200);
    expect(userFiles(student.id)).toHaveLength(1);
  });

  it("refuses a body that is not multipart, and a form without the file field", async () => {
    const student = await newStudent();
    const json = await call(uploadHandler, {
      path: "/api/student-profile/upload-picture",
      body: { file: "data:image/png;base64,AAAA" },
      token: student.token,
    });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe("unsupported_media_type");

    const raw = await call(uploadHandler, {
      path: "/api/student-profile/upload-picture",
      rawBody: await red().png().toBuffer(),
      headers: { "content-type": "image/png" },
      token: student.token,
    });
    expect(raw.status).toBe(415);

    const missing = await upload(student.token, null);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("bad_request");

    const wrongField = await upload(
      student.token,
      { bytes: await red().png().toBuffer(), type: "image/png" },
      "picture",
    );
    expect(wrongField.status).toBe(400);

    const empty = await upload(student.token, { bytes: new Uint8Array(0), type: "image/png" });
    expect(empty.status).toBe(400);
    expect(userFiles(student.id)).toEqual([]);
  });

  it("is for signed-in students only", async () => {
    const tutor = await newTutor();
    const png = await red().png().toBuffer();
    const asTutor = await upload(tutor.token, { bytes: png, type: "image/png" });
    expect(asTutor.status).toBe(403);
    expect(userFiles(tutor.id)).toEqual([]);
    const anonymous = await upload(undefined, { bytes: png, type: "image/png" });
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /api/media/{key}", () => {
  it("serves only keys under avatars/, never a path with ..", async () => {
    const student = await newStudent();
    const { key } = await uploadPng(student.token);
    const [, userId, file] = key.split("/");
    fs.mkdirSync(path.join(storageDir(), "private"), { recursive: true });
    fs.writeFileSync(path.join(storageDir(), "private", "secret.png"), await red().png().toBuffer());

    for (const bad of [
      ["private", "secret.png"],
      ["avatars", "..", "private", "secret.png"],
      ["avatars", userId!, "..", "..", "private", "secret.png"],
      ["..", "..", "etc", "passwd"],
      ["avatars", "%2e%2e", "private", "secret.png"],
      ["avatars", `${userId}/../../private/secret.png`],
      ["avatars", userId!, "missing.webp"],
      ["avatars"],
    ]) {
      const res = await media(bad);
      expect(res.status, bad.join("/")).toBe(404);
      expect(res.body.error).toBe("not_found");
    }
    expect((await media(["avatars", userId!, file!])).status).toBe(200);
  });

  it("does not serve a non-image under avatars/", async () => {
    const dir = path.join(storageDir(), "avatars", "planted");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "page.html"), "<script>alert(1)</script>");
    const res = await media("avatars/planted/page.html");
    expect(res.status).toBe(404);
  });
});
