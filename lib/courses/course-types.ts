// Shapes shared by course services and the components that render them.

/** A course as a catalogue card shows it. */
export type CourseCardData = {
  id: string;
  title: string;
  instructor: string;
  thumbnail: string | null;
  level: string;
  category: string;
  exam: string | null;
  rating: number;
  reviewCount: number;
  studentCount: number;
  durationHours: number;
  lessonCount: number;
  price: number;
  originalPrice: number | null;
  featured: boolean;
  bestseller: boolean;
};
