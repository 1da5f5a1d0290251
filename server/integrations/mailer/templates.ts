// The mails the product sends. Each text part carries exactly one link, built from
// APP_URL by the caller, never from a request's Host header.

export type MailTemplate = "verify-email" | "reset-password" | "account-exists";
export type MailPayload = { firstName: string; link: string };
export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function layout(greeting: string, paragraphs: string[], button: { label: string; link: string }, footer: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#008751">ExamPrep</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(button.link)}" style="display:inline-block;background:#008751;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
}

export function renderMail(template: MailTemplate, payload: MailPayload): RenderedMail {
  const greeting = `Hello ${payload.firstName || "there"},`;
  switch (template) {
    case "verify-email": {
      const body = ["Welcome to ExamPrep! Please confirm your email address to activate your account.", "This link expires in 24 hours."];
      return {
        subject: "Verify your ExamPrep email address",
        text: `${greeting}\n\n${body[0]}\n\n${payload.link}\n\n${body[1]} If you did not create an account, you can ignore this email.\n\nExamPrep`,
        html: layout(greeting, body, { label: "Verify my email", link: payload.link }, "If you did not create an account, you can ignore this email."),
      };
    }
    case "reset-password": {
      const body = [
        "We received a request to reset your ExamPrep password. Choose a new one with the link below.",
        "This link expires in 1 hour and works once.",
      ];
      return {
        subject: "Reset your ExamPrep password",
        text: `${greeting}\n\n${body[0]}\n\n${payload.link}\n\n${body[1]} If you did not ask for this, ignore this email: your password stays the same.\n\nExamPrep`,
        html: layout(
          greeting,
          body,
          { label: "Reset my password", link: payload.link },
          "If you did not ask for this, ignore this email: your password stays the same.",
        ),
      };
    }
    case "account-exists": {
      const body = [
        "Someone (hopefully you) tried to create a new ExamPrep account with this email address, but you already have one.",
        "Sign in with your existing account. If you forgot your password, use “Forgot password” on the sign-in page.",
      ];
      return {
        subject: "You already have an ExamPrep account",
        text: `${greeting}\n\n${body[0]}\n\n${body[1]}\n\n${payload.link}\n\nIf this was not you, you can ignore this email.\n\nExamPrep`,
        html: layout(greeting, body, { label: "Sign in", link: payload.link }, "If this was not you, you can ignore this email."),
      };
    }
  }
}
