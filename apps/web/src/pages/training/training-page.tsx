import { paths } from '@site/shared/site-routes';
import { trainingCourses, trainingMeta, trainingPage } from '../../content/training.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { CourseCard } from './course-card.tsx';

export function TrainingPage() {
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead {...trainingMeta} path={paths.training} />
      <PageHero
        title={trainingPage.hero.title}
        subtitle={trainingPage.hero.subtitle}
        image={trainingPage.hero.image}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:py-16">
        {trainingCourses.map((course, index) => (
          <CourseCard key={course.id} course={course} index={index} />
        ))}
      </div>
    </main>
  );
}

export { TrainingPage as Component };
