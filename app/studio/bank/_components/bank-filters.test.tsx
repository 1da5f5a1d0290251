import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BankFilters } from "./bank-filters";

const none = { subject: "", exam: "", topic: "", status: "active", q: "" };
const topics = [{ slug: "algebra", name: "Algebra", children: [{ slug: "indices", name: "Indices" }] }];

const value = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement | HTMLInputElement).value;

describe("BankFilters", () => {
  it("is a GET form to /studio/bank that shows the filters in force", () => {
    render(
      <BankFilters
        values={{ subject: "Mathematics", exam: "WAEC", topic: "indices", status: "all", q: "power" }}
        topics={topics}
      />,
    );
    const form = screen.getByTestId("bank-filters") as HTMLFormElement;
    expect(form.method).toBe("get");
    expect(new URL(form.action).pathname).toBe("/studio/bank");
    expect([
      value("Subject"),
      value("Exam"),
      value("Topic"),
      value("Status"),
      value("Search the question text"),
    ]).toEqual(["Mathematics", "WAEC", "indices", "all", "power"]);
    expect([...new FormData(form).keys()].sort()).toEqual(["exam", "q", "status", "subject", "topic"]);
  });

  it("offers a heading with all its sub-headings, then each sub-heading", () => {
    render(<BankFilters values={{ ...none, subject: "Mathematics" }} topics={topics} />);
    const group = screen.getByRole("group", { name: "Algebra" });
    expect(
      within(group)
        .getAllByRole("option")
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ["algebra", "Algebra (all)"],
      ["indices", "Indices"],
    ]);
  });

  it("asks for a subject before topics, and offers every exam body", () => {
    render(<BankFilters values={none} topics={[]} />);
    expect((screen.getByLabelText("Topic") as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole("option", { name: "Pick a subject first" })).toBeTruthy();
    expect(
      within(screen.getByLabelText("Exam"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All exams", "UTME", "WAEC", "NECO"]);
  });
});
