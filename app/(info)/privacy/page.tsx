import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "What ExamPrep stores about you, for how long, who sees it, and how to delete your account.",
};

export default function PrivacyPage() {
  return (
    <>
      <h1>Privacy Policy</h1>
      <p>In plain words: what we keep about you, why, for how long, who can see it, and how to make us delete it.</p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> name, display name, e-mail address, school level, a scrambled (hashed) form of
          your password, and when you confirmed your e-mail. We cannot read your password.
        </li>
        <li>
          <strong>Your picture:</strong> if you upload one, we keep a resized copy. Any location data inside the photo
          is removed.
        </li>
        <li>
          <strong>Your progress:</strong> which lessons you finished, where you stopped in each video, and how many
          minutes you studied each day.
        </li>
        <li>
          <strong>Your quiz attempts:</strong> your answers, scores and times.
        </li>
        <li>
          <strong>Courses:</strong> the courses you enrolled in and the ones you saved for later.
        </li>
        <li>
          <strong>Payments:</strong> the course, amount, date, method and references Flutterwave gives us. Your card
          details go to Flutterwave, never to us.
        </li>
        <li>
          <strong>Sign-ins:</strong> for each signed-in device, the browser name and internet address, so a stolen
          session can be spotted.
        </li>
        <li>
          <strong>Subject requests:</strong> what you asked for, and your account if you were signed in.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Your account, picture, progress, quiz attempts, enrolments and saved courses: until you delete your account.
        </li>
        <li>Sign-ins: each one ends after 7 days, or when you sign out.</li>
        <li>E-mail links: a confirmation link works for 24 hours, a password link for 1 hour, and each works once.</li>
        <li>Payments: kept as financial records, also after you delete your account (see below).</li>
      </ul>

      <h2>Who sees it</h2>
      <ul>
        <li>You. Your profile, progress and results are shown only to you.</li>
        <li>Tutors see how many students their courses have, not who they are.</li>
        <li>Your quiz scores count in the weekly ranking other students see, as a position with no name.</li>
        <li>Our support staff, only to answer your questions or fix a payment.</li>
        <li>
          Service providers that run parts of ExamPrep for us: our hosting and file storage, our e-mail sender, and
          Flutterwave for payments. They get only what their job needs.
        </li>
        <li>We do not sell your data and we show no advertising.</li>
      </ul>

      <h2 id="delete">Deleting your account</h2>
      <p>
        Go to <Link href="/settings">Settings</Link>, choose &quot;Delete my account&quot; and type your password. At
        once we delete your account, your sign-ins, your progress and study days, your quiz attempts, your enrolments,
        your saved courses and any e-mail waiting to be sent to you, then your picture from our file storage.
      </p>
      <p>
        <strong>Payments are kept</strong> because they are financial records we must be able to account for. We remove
        your name from them: what remains is the course, the amount, the date and the payment references, linked to no
        account. Subject requests you sent are kept without your name.
      </p>
      <p>
        Tutors who own courses or quizzes cannot delete their account in Settings: their students still use that
        content, so write to us to hand it over or remove it first.
      </p>

      <h2>Questions</h2>
      <p>
        Write to <a href="mailto:support@examprep.ng">support@examprep.ng</a> to ask what we hold about you or to
        correct it. Last updated: November 2026.
      </p>
    </>
  );
}
