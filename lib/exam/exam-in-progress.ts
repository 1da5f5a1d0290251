// What a student is told while an exam of theirs is open and practice waits (server/exam/exam-in-progress.ts),
// by the server and, without a connection, by the phone (app/exams/_components/exam-on-phone.ts).
export const EXAM_IN_PROGRESS_MESSAGE = "Finish or submit your exam first: practice opens again when your exam ends.";
