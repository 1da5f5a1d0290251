import type { CourseCardData } from "./course-types";

// The six built-in sample courses of docs/product-spec.md part 4, shown only when the catalogue cannot be
// read from the database (with a note saying they are samples).
const sample = (n: number, c: Omit<CourseCardData, "id" | "exam" | "featured" | "reviewCount">): CourseCardData => ({
  id: `sample-${n}`,
  exam: null,
  featured: false,
  reviewCount: 0,
  ...c,
});

export const SAMPLE_COURSES: CourseCardData[] = [
  sample(1, { title: "Mathematics for WAEC and JAMB", instructor: "ExamPrep Tutors", thumbnail: "/thumbnails/mathematics.svg", level: "Intermediate", category: "Mathematics", rating: 4.5, studentCount: 0, durationHours: 10, lessonCount: 24, price: 5000, originalPrice: 8000, bestseller: true }),
  sample(2, { title: "Use of English Essentials", instructor: "ExamPrep Tutors", thumbnail: "/thumbnails/english.svg", level: "Beginner", category: "English", rating: 4.5, studentCount: 0, durationHours: 8, lessonCount: 18, price: 0, originalPrice: null, bestseller: false }),
  sample(3, { title: "Physics: Mechanics and Waves", instructor: "ExamPrep Tutors", thumbnail: "/thumbnails/physics.svg", level: "Intermediate", category: "Physics", rating: 4.5, studentCount: 0, durationHours: 9, lessonCount: 20, price: 2500, originalPrice: null, bestseller: false }),
  sample(4, { title: "Chemistry Foundations", instructor: "ExamPrep Tutors", thumbnail: "/thumbnails/chemistry.svg", level: "Beginner", category: "Chemistry", rating: 4.5, studentCount: 0, durationHours: 7, lessonCount: 16, price: 2500, originalPrice: 4000, bestseller: false }),
  sample(5, { title: "Biology for UTME", instructor: "ExamPrep Tutors", thumbnail: "/thumbnails/biology.svg", level: "Advanced", category: "Biology", rating: 4.5, studentCount: 0, durationHours: 12, lessonCount: 28, price: 15000, originalPrice: 20000, bestseller: true }),
  sample(6, { title: "Economics Made Simple", instructor: "ExamPrep Tutors", thumbnail: "/thumbnails/economics.svg", level: "Intermediate", category: "Economics", rating: 4.5, studentCount: 0, durationHours: 6, lessonCount: 14, price: 5000, originalPrice: null, bestseller: false }),
];
