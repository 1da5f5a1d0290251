import type { Metadata } from "next";
import Link from "next/link";
import { MAX_CLASS_STUDENTS, MAX_TEACHER_CLASSES } from "@/lib/schools/rules";

export const metadata: Metadata = {
  title: "For schools",
  description:
    "Classes, mock exams set by your teachers, a live exam room and class results by topic, on your school's own network if there is no internet.",
};

// The page a head teacher reads (docs/schools.md): what the school gets, in plain words. A Server
// Component with no client code.
export default function SchoolsPage() {
  return (
    <>
      <h1>ExamPrep for schools</h1>
      <p>
        Your teachers set WAEC, NECO and JAMB UTME mock exams to their classes, watch who has started and who has
        finished, and see which topics the class got wrong, so the next lesson goes where it is needed. Students sit the
        mocks on their own phones, on the same screens and clock as the real computer-based test.
      </p>

      <h2>Classes in a minute</h2>
      <ul>
        <li>
          A teacher opens a class, for example &quot;SS3 Gold&quot;, and gets a class code of 8 letters and digits, a
          link and a QR code.
        </li>
        <li>
          Students scan the QR code with their phone&apos;s camera, open the link, or type the code. There are no
          look-alike letters in a code, so no one mixes up O and 0.
        </li>
        <li>
          A class holds up to {MAX_CLASS_STUDENTS} students and a teacher can run {MAX_TEACHER_CLASSES} classes.
          Teachers can rename a class, remove a student, or archive the class at the end of the term.
        </li>
      </ul>

      <h2>Mock exams set by the teacher</h2>
      <ul>
        <li>
          The teacher chooses a paper (a full JAMB UTME, a WAEC or NECO subject paper, or a short drill on one topic)
          and when it opens and closes, for example Friday from 9:00 to 11:30.
        </li>
        <li>
          Every student in the class gets the same questions, each with the options in a different order, so results
          compare fairly and copying from a neighbour does not help.
        </li>
        <li>For UTME, the teacher sets the subjects for everyone or lets each student sit their own combination.</li>
        <li>
          Students see the mock on their dashboard with a countdown. A student who starts late still stops when the
          window closes.
        </li>
      </ul>

      <h2>A live exam room</h2>
      <p>
        While the mock runs, the teacher&apos;s phone shows each student as not started, in progress (with how many
        questions they have answered and the time left) or submitted. It updates by itself every few seconds; no one
        needs to reload. A phone that loses its connection keeps its answers and sends them when it is back.
      </p>

      <h2>Results that say what to teach next</h2>
      <ul>
        <li>
          Each student&apos;s score by subject and in total, and a one-page report per student to print for parents.
        </li>
        <li>The class&apos;s topics from weakest to strongest, each with a button to set a short drill on it.</li>
        <li>
          For every question, how many got it right and which wrong options they chose, to find the misunderstanding
          behind it.
        </li>
        <li>A spreadsheet (CSV) of the whole class, one row per student, for your own records.</li>
      </ul>

      <h2>Your students&apos; privacy</h2>
      <p>
        A teacher sees only the students in their own classes, and only the mocks they set. A student&apos;s own
        practice, revision and progress stay private to the student. A student can leave a class at any time.
      </p>

      <h2>No internet? The lab mode</h2>
      <p>
        ExamPrep can run on one laptop in the school, with no internet at all. The laptop shares its own Wi-Fi hotspot
        or sits on the school&apos;s Wi-Fi; it shows a QR code, and the students&apos; phones open ExamPrep from the
        laptop. Everything, the questions, the answers and the results, stays on that laptop. We test it with 60 phones
        sitting a UTME mock at once.
      </p>

      <h2>Getting started</h2>
      <p>
        Write to <a href="mailto:support@examprep.ng">support@examprep.ng</a> with your school&apos;s name and how many
        teachers will use ExamPrep, and we will set up their accounts. Students create their own free accounts at{" "}
        <Link href="/signup">the sign-up page</Link> and join their class with the code.
      </p>
    </>
  );
}
