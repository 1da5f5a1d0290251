import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { ImportForm, type ImportPreview } from "./import-form";

const CSV = "question,option_a,option_b,option_c,option_d,answer\nWhat is $2^3$?,6,8,9,12,B\n";

const PREVIEW: ImportPreview & { preview: true } = {
  preview: true,
  subject: "Mathematics",
  questions: 1,
  stimuli: 0,
  topics: [{ topic: null, name: null, questions: 1 }],
  sample: [
    {
      number: 1,
      text: "What is $2^3$?",
      options: ["6", "8", "9", "12"],
      answer: "B",
      topic: null,
      exams: ["UTME"],
      difficulty: "medium",
      html: { text: "<math><msup><mn>2</mn><mn>3</mn></msup></math>", options: ["6", "8", "9", "12"], explanation: "" },
    },
  ],
  warnings: [],
  subject_checks: [],
};

function stub(answer: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      jsonFetch({
        "POST /api/bank/imports": (init) => {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          sent.push(body);
          return answer(body);
        },
      }),
    ),
  );
  return sent;
}

async function fill(user: ReturnType<typeof renderWithProviders>["user"], text = CSV) {
  await user.selectOptions(screen.getByLabelText("Subject"), "Mathematics");
  await user.click(screen.getByLabelText("Paste the file"));
  await user.paste(text);
  await user.click(screen.getByLabelText("UTME"));
}

describe("ImportForm", () => {
  it("previews what the server would create, then imports exactly that, all at once", async () => {
    const sent = stub((body) =>
      body.preview
        ? { body: PREVIEW }
        : {
            status: 201,
            body: { ...PREVIEW, preview: false, imported: 1, question_ids: ["q1"], message: "1 question imported" },
          },
    );
    const { user } = renderWithProviders(<ImportForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const preview = await screen.findByTestId("import-preview");
    expect(preview.textContent).toContain("1 question ready");
    expect(preview.querySelector("math")?.textContent).toBe("23");
    expect(sent[0]).toEqual({
      format: "csv",
      subject: "Mathematics",
      text: CSV,
      preview: true,
      defaults: { exams: ["UTME"] },
    });

    await user.click(screen.getByRole("button", { name: "Import all 1" }));
    expect((await screen.findByTestId("import-done")).textContent).toContain("1 question imported");
    expect(sent[1]).toEqual({ ...sent[0], preview: false });
  });

  it("shows the quality warnings beside the preview without stopping the import", async () => {
    const warning = {
      question: 1,
      code: "key_longest",
      message: "The key (B) is longer than every other option by more than a quarter.",
    };
    stub(() => ({ body: { ...PREVIEW, warnings: [warning] } }));
    const { user } = renderWithProviders(<ImportForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const checks = await screen.findByTestId("import-checks");
    expect(checks.textContent).toContain("1 thing to check");
    expect(checks.textContent).toContain("Question 1: The key (B) is longer");
    expect((screen.getByRole("button", { name: "Import all 1" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("lists every refused line and imports nothing", async () => {
    const sent = stub(() => ({
      status: 400,
      body: {
        error: "validation_error",
        message: "Line 3: The answer must be one of the options (A to D) (and 1 more error). Nothing was imported",
        errors: { "line 3": "The answer must be one of the options (A to D)", "line 5": "Options cannot be empty" },
      },
    }));
    const { user } = renderWithProviders(<ImportForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const errors = await screen.findByTestId("import-errors");
    expect(errors.textContent).toContain("Nothing was imported");
    const places = [...errors.querySelectorAll("li")].map((li) => li.textContent);
    expect(places).toEqual([
      "line 3: The answer must be one of the options (A to D)",
      "line 5: Options cannot be empty",
    ]);
    expect(screen.queryByRole("button", { name: /Import all/ })).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it("drops the preview when the file changes, so nothing unseen is imported", async () => {
    stub(() => ({ body: PREVIEW }));
    const { user } = renderWithProviders(<ImportForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await screen.findByTestId("import-preview");
    await user.type(screen.getByLabelText("Paste the file"), "x");
    await waitFor(() => expect(screen.queryByTestId("import-preview")).toBeNull());
  });

  it("reads a picked file and takes its format from the name", async () => {
    const sent = stub(() => ({ body: PREVIEW }));
    const { user } = renderWithProviders(<ImportForm />);
    await user.selectOptions(screen.getByLabelText("Subject"), "Mathematics");
    const aiken = "What is 2 + 2?\nA. 3\nB. 4\nC. 5\nD. 6\nANSWER: B\n";
    await user.upload(screen.getByLabelText(/or pick one/), new File([aiken], "week1.txt", { type: "text/plain" }));
    await waitFor(() => expect((screen.getByLabelText("Paste the file") as HTMLTextAreaElement).value).toBe(aiken));
    expect((screen.getByLabelText("Format") as HTMLSelectElement).value).toBe("aiken");
    await user.click(screen.getByLabelText("WAEC"));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await screen.findByTestId("import-preview");
    expect(sent[0]).toMatchObject({ format: "aiken", text: aiken, defaults: { exams: ["WAEC"] } });
  });
});
