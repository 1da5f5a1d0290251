import { describe, expect, it } from "vitest";
import { textPart } from "./mail";

const message = (textBody: string) =>
  [
    "Subject: Confirm",
    'Content-Type: multipart/alternative; boundary="--_part_7"',
    "",
    "----_part_7",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    textBody,
    "----_part_7",
    "Content-Type: text/html; charset=utf-8",
    "",
    "<p>html</p>",
    "----_part_7--",
    "",
  ].join("\r\n");

describe("textPart", () => {
  it("decodes the text part of a multipart message", () => {
    expect(textPart(message("Caf=C3=A9 opens at 9=\r\n:00."))).toBe("Café opens at 9:00.");
  });

  it("keeps a quoted-printable line that begins with two dashes", () => {
    // A link's token broken across lines where the token has "--" (base64url).
    const body = "Yes: http://localhost:3000/g/ab=\r\n--cd\r\nNo: http://localhost:3000/g/ef";
    expect(textPart(message(body))).toBe("Yes: http://localhost:3000/g/ab--cd\r\nNo: http://localhost:3000/g/ef");
  });

  it("reads a message that is not multipart whole", () => {
    expect(textPart("Subject: Hi\r\nContent-Type: text/plain\r\n\r\nHello")).toBe("Hello");
  });
});
