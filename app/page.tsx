import { countCoursesBySubject, listFeaturedCourses } from "@/server/courses/catalogue";
import { getCurrentUser } from "@/server/auth/current-user";
import { log } from "@/server/log";
import { CallToAction } from "./_components/call-to-action";
import { FeaturedCourses } from "./_components/featured-courses";
import { Hero } from "./_components/hero";
import { SubjectGrid } from "./_components/subject-grid";
import { Testimonials } from "./_components/testimonials";

// Rendered per request from the database (featured courses and subject counts change as tutors publish).
export const dynamic = "force-dynamic";

async function loadCourseData() {
  try {
    const [featured, counts] = await Promise.all([listFeaturedCourses({ limit: 4 }), countCoursesBySubject()]);
    return { featured, counts };
  } catch (err) {
    // The marketing page still renders when the database is down; the course list says so.
    log.error("landing page could not load courses", { err });
    return { featured: null, counts: new Map<string, number>() };
  }
}

export default async function LandingPage() {
  // The session is already read (once per request) by the root layout for the header.
  const [{ featured, counts }, user] = await Promise.all([loadCourseData(), getCurrentUser()]);
  const visitor = user?.role ?? "guest";
  return (
    <>
      <Hero visitor={visitor} />
      <FeaturedCourses courses={featured} />
      {/* Below the first screen on a phone: rendered when scrolled near, so a tap or a theme change up top restyles only what is on screen. */}
      <div className="render-when-near">
        <SubjectGrid counts={counts} />
      </div>
      <div className="render-when-near">
        <Testimonials />
      </div>
      <div className="render-when-near">
        <CallToAction visitor={visitor} />
      </div>
    </>
  );
}
