// Tutors who teach the demo courses. The first one is the demo tutor account
// (credentials in README.md); the others exist as instructors.

export type SeedTutor = {
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  expertise: string;
};

export const DEMO_TUTOR_EMAIL = "tutor@examprep.ng";

/** A verified tutor appointed editor of the platform pool (docs/question-bank.md "Editorial review"); credentials in README.md. */
export const DEMO_EDITOR: SeedTutor = {
  email: "editor@examprep.ng",
  firstName: "Ngozi",
  lastName: "Okafor",
  bio: "Chief examiner's assistant for a state examinations board; reviews questions for the ExamPrep pool.",
  expertise: "Item review, English Language, Government",
};

export const tutors: SeedTutor[] = [
  {
    email: DEMO_TUTOR_EMAIL,
    firstName: "Adaeze",
    lastName: "Okonkwo",
    bio: "Mathematics teacher at a Federal Government College in Enugu for 12 years; WAEC examiner since 2016.",
    expertise: "Mathematics, Further Mathematics",
  },
  {
    email: "babatunde.adeyemi@examprep.ng",
    firstName: "Babatunde",
    lastName: "Adeyemi",
    bio: "Physics graduate of the University of Ibadan who has coached JAMB candidates in Ogbomoso for a decade.",
    expertise: "Physics",
  },
  {
    email: "chinwe.eze@examprep.ng",
    firstName: "Chinwe",
    lastName: "Eze",
    bio: "Industrial chemist turned chemistry teacher; runs weekend practical classes in Onitsha.",
    expertise: "Chemistry",
  },
  {
    email: "ibrahim.musa@examprep.ng",
    firstName: "Ibrahim",
    lastName: "Musa",
    bio: "Biology lecturer at a College of Education in Zaria; author of a popular SSCE biology revision guide.",
    expertise: "Biology, Agricultural Science",
  },
  {
    email: "folake.adebayo@examprep.ng",
    firstName: "Folake",
    lastName: "Adebayo",
    bio: "English and Literature teacher in Lagos; her students' Use of English scores average above 80.",
    expertise: "English Language, Literature in English",
  },
  {
    email: "emeka.nwosu@examprep.ng",
    firstName: "Emeka",
    lastName: "Nwosu",
    bio: "Chartered accountant (ICAN) who teaches Economics, Commerce and Financial Accounting in Aba.",
    expertise: "Economics, Commerce, Financial Accounting",
  },
  {
    email: "hauwa.bello@examprep.ng",
    firstName: "Hauwa",
    lastName: "Bello",
    bio: "Geography and Government teacher in Kano with a master's degree in political science from Bayero University.",
    expertise: "Government, Geography",
  },
  {
    email: "tunde.bakare@examprep.ng",
    firstName: "Tunde",
    lastName: "Bakare",
    bio: "Software engineer from Yaba who teaches Computer Studies to SS students on weekends.",
    expertise: "Computer Science",
  },
];
