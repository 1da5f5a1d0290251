import { describe, expect, it } from "vitest";
import { guardianDigestSchema, nigerianMobile } from "./guardian-digest";

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

  it.each(["", "12345", "0803123456", "080312345678", "06031234567", "08231234567", "+447700900123", "+2348031234567x", "phone"])("refuses %j", (written) =>
    expect(nigerianMobile(written)).toBeNull(),
  );
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
    expect(guardianDigestSchema.parse({ enabled: false, channel: "sms", email: "", phone: " ", guardian_name: "" })).toMatchObject({
      email: null,
      phone: null,
    });
  });

  it("requires the channel's address only while on", () => {
    expect(guardianDigestSchema.safeParse({ enabled: true, channel: "email", phone: "08031234567" }).success).toBe(false);
    expect(guardianDigestSchema.safeParse({ enabled: true, channel: "whatsapp", email: "a@b.ng" }).success).toBe(false);
    expect(guardianDigestSchema.safeParse({ enabled: true, channel: "whatsapp", phone: "08031234567" }).success).toBe(true);
    expect(guardianDigestSchema.safeParse({ enabled: false, channel: "sms" }).success).toBe(true);
  });
});
