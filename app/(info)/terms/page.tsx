import type { Metadata } from "next";
import Link from "next/link";
import { TRIAL_DAYS } from "@/lib/courses/free-trial";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The rules for using ExamPrep, in plain words.",
};

export default function TermsPage() {
  return (
    <>
      <h1>Terms of Service</h1>
      <p>By creating an account or using ExamPrep you agree to these terms. They are written to be read.</p>

      <h2>Your account</h2>
      <ul>
        <li>
          Use your own e-mail address and keep your password to yourself. You are responsible for what is done with your
          account.
        </li>
        <li>One account per person. Do not share paid courses by sharing your sign-in.</li>
      </ul>

      <h2>The free trial</h2>
      <p>
        New students get {TRIAL_DAYS} days of free access to every paid course&apos;s lessons and quizzes, counted from
        the day they confirm their e-mail address. No card is asked for and nothing is charged when the trial ends;
        access to paid courses then needs an enrolment.
      </p>

      <h2>Paying for a course</h2>
      <ul>
        <li>
          Prices are in naira and are the ones shown on the course page when you pay. You pay once; there is no
          subscription.
        </li>
        <li>An enrolment gives you access to that course for as long as ExamPrep offers it.</li>
        <li>
          If you paid and cannot open the course, or paid twice, write to us with the payment reference: we will fix it
          or refund you.
        </li>
      </ul>

      <h2>Using the content</h2>
      <ul>
        <li>Lessons and quizzes are for your own study. Do not copy, record, sell or re-upload them.</li>
        <li>Do not try to get at other people&apos;s data or break the service.</li>
      </ul>

      <h2>Tutors</h2>
      <p>
        Tutors must own the rights to what they upload and must keep it accurate. We may remove content that breaks
        these terms or the law.
      </p>

      <h2>Our promise and its limits</h2>
      <p>
        We work hard to keep lessons correct and the service running, but we cannot promise an exam result or that
        ExamPrep is never down. We may end an account that breaks these terms.
      </p>

      <h2>Ending your account</h2>
      <p>
        You can delete your account at any time in <Link href="/settings">Settings</Link>. Our{" "}
        <Link href="/privacy">Privacy Policy</Link> says what is removed and what is kept.
      </p>

      <h2>Contact</h2>
      <p>
        ExamPrep, 12 Adeola Odeku Street, Victoria Island, Lagos.{" "}
        <a href="mailto:support@examprep.ng">support@examprep.ng</a>. Last updated: November 2026.
      </p>
    </>
  );
}
