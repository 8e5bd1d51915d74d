import { paths } from '@site/shared/site-routes';
import { trainingMeta, trainingPage } from '../../content/training.ts';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { useContentList } from '../../lib/use-content.ts';
import { ContentStatus } from '../../components/ui/content-status.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { company } from '../../content/company.ts';
import { StructuredDataScript } from '../../components/ui/structured-data-script.tsx';
import { courseLd } from '../../lib/content-structured-data.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';
import { CourseCard } from './course-card.tsx';
import { upcomingSessions } from './course-session.ts';

export function TrainingPage() {
  return (
    <ContentQueries>
      <Training />
    </ContentQueries>
  );
}

function Training() {
  const courses = useContentList('courses');
  const origin = useSiteOrigin();
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead {...trainingMeta} path={paths.training} />
      <PageHero {...trainingPage.hero} />
      <StructuredDataScript
        data={courses.items.map((course) =>
          courseLd(origin, company, course, upcomingSessions(course)),
        )}
      />
      {courses.status === 'loaded' ? (
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:py-16">
          {courses.items.map((course, index) => (
            <CourseCard key={course.id} course={course} index={index} />
          ))}
        </div>
      ) : (
        <ContentStatus status={courses.status} />
      )}
    </main>
  );
}

export { TrainingPage as Component };
