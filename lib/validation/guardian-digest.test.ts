import { describe, expect, it } from "vitest";
import { guardianDigestMessages, guardianDigestSchema, nigerianMobile, readGuardianName } from "./guardian-digest";

describe("nigerianMobile", () => {
  it.each([
    ["08031234567", "+2348031234567"],
    ["0803 123 4567", "+2348031234567"],
    ["0803-123-4567", "+2348031234567"],
    ["+234 803 123 4567", "+2348031234567"],
    ["+234 (0) 803 123 4567", "+2348031234567"],
    ["2348031234567", "+2348031234567"],
    ["002348031234567", "+2348031234567"],
    ["07011234567", "+2347011234567"],
    ["09161234567", "+2349161234567"],
    ["08101234567", "+2348101234567"],
  ])("reads %s as %s", (written, number) => expect(nigerianMobile(written)).toBe(number));

  it.each([
    "",
    "12345",
    "0803123456",
    "080312345678",
    "06031234567",
    "08231234567",
    "+447700900123",
    "+2348031234567x",
    "phone",
  ])("refuses %j", (written) => expect(nigerianMobile(written)).toBeNull());
});

describe("guardianDigestSchema", () => {
  it("fills what is left out and turns blanks into null", () => {
    expect(guardianDigestSchema.parse({ enabled: false, channel: "email" })).toEqual({
      enabled: false,
      channel: "email",
      email: null,
      phone: null,
      guardian_name: "",
    });
    expect(
      guardianDigestSchema.parse({ enabled: false, channel: "sms", email: "", phone: " ", guardian_name: "" }),
    ).toMatchObject({
      email: null,
      phone: null,
    });
  });

  it("requires the channel's address only while on", () => {
    expect(guardianDigestSchema.safeParse({ enabled: true, channel: "email", phone: "08031234567" }).success).toBe(
      false,
    );
    expect(guardianDigestSchema.safeParse({ enabled: true, channel: "whatsapp", email: "a@b.ng" }).success).toBe(false);
    expect(guardianDigestSchema.safeParse({ enabled: true, channel: "whatsapp", phone: "08031234567" }).success).toBe(
      true,
    );
    expect(guardianDigestSchema.safeParse({ enabled: false, channel: "sms" }).success).toBe(true);
  });
});

describe("readGuardianName", () => {
  it.each([
    ["Mrs Nnaji", "Mrs Nnaji"],
    ["  Baba   Tunde  ", "Baba Tunde"],
    ["Adébáyọ̀", "Adébáyọ̀".normalize("NFC")],
    ["O'Neil-Okafor", "O'Neil-Okafor"],
    ["Ọlọ́run D’Souza", "Ọlọ́run D’Souza".normalize("NFC")],
    ["Ма́рия Иванова", "Ма́рия Иванова".normalize("NFC")],
    ["محمد", "محمد"],
    ["李小龙", "李小龙"],
    ["Jesus'", "Jesus'"],
    ["a".repeat(60), "a".repeat(60)],
    ["", ""],
    ["   ", ""],
  ])("takes %j as %j", (input, name) => expect(readGuardianName(input)).toEqual({ name }));

  it.each([
    "Sir. Your account is suspended: verify at http://examprep-verify.example/login",
    "Mr 2Pac",
    "Mrs. Nnaji",
    "Nnaji, Ada",
    "www.evil.ng",
    "evil.ng",
    "mum@example.com",
    "Ada\nObi",
    "Ada\tObi",
    "Ada  -  Obi",
    "-Ada",
    "'Ada",
    "Ada--Obi",
    "Ada!",
    "Ada (Mum)",
    "Ada/Obi",
    "Ada_Obi",
    "Ada: call 0803",
    "😀",
    "Ada 😀",
    "\u202eAda",
    "Ada\u200bObi",
  ])("refuses %j as not a name", (input) =>
    expect(readGuardianName(input)).toEqual({ error: guardianDigestMessages.nameInvalid }),
  );

  it("refuses more than 60 characters, counting characters not UTF-16 units", () => {
    expect(readGuardianName("a".repeat(61))).toEqual({ error: guardianDigestMessages.nameTooLong });
    expect(readGuardianName("𐐀".repeat(60))).toEqual({ name: "𐐀".repeat(60) });
  });

  it("is the schema's rule for guardian_name", () => {
    const base = { enabled: true, channel: "email", email: "a@b.ng" };
    expect(guardianDigestSchema.parse({ ...base, guardian_name: " Mama  Ifeoma " }).guardian_name).toBe("Mama Ifeoma");
    const bad = guardianDigestSchema.safeParse({ ...base, guardian_name: "Sir. Verify at http://x.ng" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["guardian_name"],
      message: guardianDigestMessages.nameInvalid,
    });
    expect(guardianDigestSchema.safeParse({ ...base, guardian_name: "x".repeat(201) }).error?.issues[0]?.message).toBe(
      guardianDigestMessages.nameTooLong,
    );
  });
});
