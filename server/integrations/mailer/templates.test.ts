import { describe, expect, it } from "vitest";
import { renderMail } from "./templates";

// A name is refused with markup in it (lib/auth/auth-rules.ts), but names stored before that rule,
// and a guardian's name, reach mails all the same: their HTML escapes them.
describe("renderMail escapes names in the HTML part", () => {
  const name = `<script>alert("hi")</script> & <b>Ada</b>`;
  const escaped = "&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;Ada&lt;/b&gt;";

  it.each(["verify-email", "reset-password", "account-exists"] as const)("in the %s greeting", (template) => {
    const mail = renderMail(template, { firstName: name, link: "https://examprep.ng/x?a=1&b=2" });
    expect(mail.html).toContain(`Hello ${escaped},`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Ada");
    expect(mail.html).toContain('href="https://examprep.ng/x?a=1&amp;b=2"');
    // The text part is text: the name as written.
    expect(mail.text).toContain(`Hello ${name},`);
  });

  it("in a guardian's request, where the student's name is in the body and the footer too", () => {
    const mail = renderMail("guardian-confirm", {
      guardianName: name,
      studentName: name,
      confirm: "https://examprep.ng/g/yes",
      refuse: "https://examprep.ng/g/no",
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html.split(escaped)).toHaveLength(4);
    expect(mail.subject).toBe(`${name} asks to send you weekly ExamPrep summaries`);
  });
});
