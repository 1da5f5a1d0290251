import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GuardianLinkPanel, linkCopy } from "./guardian-link-view";

// A guardian's link page: a button that POSTs while there is something to decide, else what was decided.

const STUDENT = "Ifeoma Nnaji";

function form() {
  const button = screen.getByRole("button");
  const element = button.closest("form")!;
  return { label: button.textContent, method: element.getAttribute("method"), action: element.getAttribute("action") };
}

describe("GuardianLinkPanel", () => {
  it("asks a pending guardian to agree, naming the student, with a button that POSTs", () => {
    render(<GuardianLinkPanel token="tok_1" view={{ purpose: "confirm", status: "pending", studentName: STUDENT }} />);
    expect(screen.getByText(/^Ifeoma Nnaji, a student on ExamPrep, asked to send you/)).toBeTruthy();
    expect(form()).toEqual({
      label: "Yes, send me the summaries",
      method: "post",
      action: "/api/guardian-links/tok_1",
    });
  });

  it("offers to refuse while pending or confirmed", () => {
    for (const status of ["pending", "confirmed"] as const) {
      const { unmount } = render(
        <GuardianLinkPanel token="tok_2" view={{ purpose: "refuse", status, studentName: STUDENT }} />,
      );
      expect(form()).toEqual({
        label: "No, do not contact me again",
        method: "post",
        action: "/api/guardian-links/tok_2",
      });
      unmount();
    }
  });

  it("offers to stop a confirmed guardian's summaries", () => {
    render(
      <GuardianLinkPanel token="tok_3" view={{ purpose: "unsubscribe", status: "confirmed", studentName: STUDENT }} />,
    );
    expect(screen.getByText("Stop the weekly summaries about Ifeoma Nnaji?")).toBeTruthy();
    expect(form()).toEqual({ label: "Stop the summaries", method: "post", action: "/api/guardian-links/tok_3" });
  });

  it.each([
    ["confirm", "confirmed", linkCopy.confirmed(STUDENT)],
    ["confirm", "refused", linkCopy.refused(STUDENT)],
    ["refuse", "refused", linkCopy.refused(STUDENT)],
    ["refuse", "unsubscribed", linkCopy.unsubscribed(STUDENT)],
    ["unsubscribe", "unsubscribed", linkCopy.unsubscribed(STUDENT)],
    ["unsubscribe", "refused", linkCopy.refused(STUDENT)],
  ] as const)("a %s link of a %s guardian says what was decided, with no button", (purpose, status, text) => {
    render(<GuardianLinkPanel token="tok_4" view={{ purpose, status, studentName: STUDENT }} />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says an unknown link is not valid", () => {
    render(<GuardianLinkPanel token="nope" view={null} />);
    expect(screen.getByText(linkCopy.invalid)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
