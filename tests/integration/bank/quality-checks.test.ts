// The quality rules an author is shown (lib/bank-quality/): on a created or edited question, on
// the list, and on an import's preview, each with its reason. They warn and never refuse.
import { afterAll, describe, expect, it } from "vitest";
import { PATCH as questionPatch } from "@/app/api/bank/questions/[id]/route";
import { GET as questionsGet, POST as questionsPost } from "@/app/api/bank/questions/route";
import { POST as importsPost } from "@/app/api/bank/imports/route";
import { call } from "../../support/api";
import { db, newTutor } from "./authoring-helpers";

afterAll(() => db.$disconnect());

const create = (token: string, body: Record<string, unknown>) =>
  call(questionsPost, {
    path: "/api/bank/questions",
    token,
    body: { subject: "Commerce", exams: ["WAEC"], explanation: "Because it is so.", ...body },
  });
const codes = (checks: { code: string }[]) => checks.map((c) => c.code).sort();

describe("quality warnings on authoring", () => {
  it("flags a key that stands out by length and a stem word it repeats, and saves the question all the same", async () => {
    const tutor = await newTutor();
    const res = await create(tutor.token, {
      text: "Which document does a buyer send to order goods from a seller?",
      options: ["A written order for goods sent by the buyer", "Invoice", "Receipt", "Waybill"],
      answer: "A",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(codes(res.body.question.checks)).toEqual(["key_longest", "key_word_in_stem"]);
    expect(res.body.question.checks[0].message).toMatch(/\w/);
  });

  it("answers no warnings for a sound question, and clears them once the question is fixed", async () => {
    const tutor = await newTutor();
    const res = await create(tutor.token, {
      text: "Which document lists the goods sent and the amount the buyer owes?",
      options: ["Invoice", "Quotation", "Catalogue", "Enquiry letter"],
      answer: "A",
    });
    expect(res.body.question.checks).toEqual([]);
    const bad = await call(questionPatch, {
      method: "PATCH",
      path: `/api/bank/questions/${res.body.question.id}`,
      token: tutor.token,
      params: { id: res.body.question.id },
      body: { options: ["Invoice", "Invoice.", "Catalogue", "Enquiry letter"] },
    });
    expect(bad.status, JSON.stringify(bad.body)).toBe(200);
    expect(codes(bad.body.question.checks)).toEqual(["indistinct_options"]);
    const list = await call(questionsGet, { path: "/api/bank/questions?subject=Commerce", token: tutor.token });
    expect(list.body.questions.find((q: { id: string }) => q.id === res.body.question.id).checks).toHaveLength(1);
  });

  it("flags a question that repeats another of the tutor's bank, reworded", async () => {
    const tutor = await newTutor();
    const first = await create(tutor.token, {
      text: "A trader buys goods for ₦8,000 and sells them for ₦10,000. What is the gross profit?",
      options: ["₦2,000", "₦8,000", "₦10,000", "₦18,000"],
      answer: "A",
    });
    const again = await create(tutor.token, {
      text: "What is the gross profit of a trader who buys goods for ₦8,000 and sells them for ₦10,000?",
      options: ["₦10,000", "₦2,000", "₦18,000", "₦8,000"],
      answer: "B",
    });
    expect(codes(again.body.question.checks)).toEqual(["near_duplicate"]);
    expect(again.body.question.checks[0].message).toContain(first.body.question.id);
    const other = await newTutor();
    const elsewhere = await create(other.token, {
      text: "What is the gross profit of a trader who buys goods for ₦8,000 and sells them for ₦10,000?",
      options: ["₦10,000", "₦2,000", "₦18,000", "₦8,000"],
      answer: "B",
    });
    // Another tutor's private bank is never drawn beside this one's.
    expect(elsewhere.body.question.checks).toEqual([]);
  });

  it("lists an import's warnings by question number, repeats within the file included, and imports all the same", async () => {
    const tutor = await newTutor();
    const csv = [
      "question,option_a,option_b,option_c,option_d,answer",
      "Which bank is the lender of last resort?,The central bank of the country,Insurer,Broker,Hawker,A",
      "Which document lists goods sent and the amount owed?,Invoice,Quotation,Catalogue,Enquiry letter,A",
      "Which document lists the goods sent and the amount owed?,Invoice,Quotation,Catalogue,Enquiry letter,A",
    ].join("\n");
    const body = { format: "csv", subject: "Commerce", text: csv, defaults: { exams: ["WAEC"] } };
    const preview = await call(importsPost, {
      path: "/api/bank/imports",
      token: tutor.token,
      body: { ...body, preview: true },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(
      preview.body.warnings.map((w: { question: number; code: string }) => `${w.question} ${w.code}`).sort(),
    ).toEqual(["1 key_longest", "1 key_word_in_stem", "3 near_duplicate"]);
    expect(preview.body.warnings.find((w: { code: string }) => w.code === "near_duplicate").message).toContain(
      "question 2 of this file",
    );
    const done = await call(importsPost, {
      path: "/api/bank/imports",
      token: tutor.token,
      body: { ...body, preview: false },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.imported).toBe(3);
  });

  it("warns about a subject where the key is too often the longest option, once there are ten questions", async () => {
    const tutor = await newTutor();
    const longest = (i: number) => ({
      text: `In which year did event number ${i} happen in this made-up list?`,
      options: [`The year ${1900 + i} AD`, `${1800 + i}`, `${1700 + i}`, `${1600 + i}`],
      answer: "A",
    });
    for (let i = 0; i < 9; i++) expect((await create(tutor.token, longest(i))).status).toBe(201);
    const list = (subject: string) =>
      call(questionsGet, { path: `/api/bank/questions?subject=${subject}`, token: tutor.token });
    expect((await list("Commerce")).body.subject_checks).toEqual([]);
    expect((await create(tutor.token, longest(9))).status).toBe(201);
    const ten = await list("Commerce");
    expect(ten.body.subject_checks.map((c: { code: string }) => c.code)).toEqual(["key_longest_share"]);
    expect(ten.body.subject_checks[0].message).toMatch(/100 %/);
    expect((await call(questionsGet, { path: "/api/bank/questions", token: tutor.token })).body.subject_checks).toEqual(
      [],
    );

    const other = await newTutor();
    const csv = [
      "question,option_a,option_b,option_c,option_d,answer",
      ...Array.from(
        { length: 10 },
        (_, i) => `Which made-up entry ${i} is right?,The long right entry ${i},w${i},x${i},y${i},A`,
      ),
    ].join("\n");
    const preview = await call(importsPost, {
      path: "/api/bank/imports",
      token: other.token,
      body: { format: "csv", subject: "Commerce", text: csv, defaults: { exams: ["WAEC"] }, preview: true },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.subject_checks.map((c: { code: string }) => c.code)).toEqual(["key_longest_share"]);
  });
});
