import type { Metadata } from "next";
import Link from "next/link";
import { TRIAL_DAYS } from "@/lib/courses/free-trial";

export const metadata: Metadata = {
  title: "Help Centre",
  description: "Answers to common questions about ExamPrep accounts, courses, payments and quizzes.",
};

export default function HelpPage() {
  return (
    <>
      <h1>Help Centre</h1>
      <p>
        Short answers to the questions students ask us most. Still stuck? Write to{" "}
        <a href="mailto:support@examprep.ng">support@examprep.ng</a> or call +234 800 123 4567.
      </p>

      <h2>Getting started</h2>
      <ul>
        <li>
          Create an account with your e-mail address, then open the link we e-mail you. You cannot sign in before that.
        </li>
        <li>No e-mail? Check your spam folder, or ask for a new link from the sign-in page.</li>
        <li>Forgot your password? Use &quot;Forgot password&quot; on the sign-in page; the link works for one hour.</li>
      </ul>

      <h2>Your {TRIAL_DAYS}-day free trial</h2>
      <ul>
        <li>
          The trial starts the day you confirm your e-mail address and lasts {TRIAL_DAYS} days after that day. We never
          ask for a card.
        </li>
        <li>
          During the trial you can watch the lessons and take the quizzes of every paid course. Your dashboard and each
          course page show the days left.
        </li>
        <li>When it ends, nothing is charged. Enroll in a course to keep studying it; free courses stay free.</li>
      </ul>

      <h2>Courses and lessons</h2>
      <ul>
        <li>Lessons marked &quot;Preview&quot; on a course page play for anyone, even without an account.</li>
        <li>
          Before a lesson plays, the player shows its size and what it costs at your network. Choose your network and
          video quality under Settings, Data, and download lessons to watch them offline.
        </li>
        <li>
          Tap Save on a course to keep it on your profile under &quot;Saved courses&quot;. Share sends the course link
          to a friend.
        </li>
        <li>
          Missing a subject? <Link href="/request-a-subject">Request it</Link>.
        </li>
      </ul>

      <h2>Payments</h2>
      <ul>
        <li>
          Paid courses are paid once, through Flutterwave (card, bank transfer, USSD or mobile money). We never see or
          keep your card number.
        </li>
        <li>
          A transfer can take a few minutes to arrive. If a course does not open after you paid, tap &quot;Check
          again&quot; on the course page, or send us the payment reference shown on your profile.
        </li>
      </ul>

      <h2>Quizzes</h2>
      <ul>
        <li>Timed quizzes submit themselves when the time runs out, so an answer you picked is never lost.</li>
        <li>Your results and explanations are in the Quizzes tab of your dashboard.</li>
      </ul>

      <h2>Your account</h2>
      <ul>
        <li>
          Change your name, level, picture and password in <Link href="/settings">Settings</Link>.
        </li>
        <li>
          You can delete your account in Settings. Read what that removes in our{" "}
          <Link href="/privacy#delete">Privacy Policy</Link>.
        </li>
      </ul>
    </>
  );
}
