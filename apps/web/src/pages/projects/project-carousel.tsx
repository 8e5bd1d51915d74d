import type { Project } from '@site/shared';
import { findProjectCategory } from '../../content/projects.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { ViewProjectLink } from '../../components/ui/project-card.tsx';
import { useProjectCarousel } from './use-project-carousel.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';

const controlBase =
  'inline-flex h-11 items-center justify-center rounded-full bg-white text-brand-800 shadow ring-1 ring-slate-300 hover:bg-brand-50';
const arrowButton = `${controlBase} w-11 text-2xl leading-none`;
const pauseButton = `${controlBase} px-4 text-sm font-semibold`;

/** Auto-rotating carousel of every project (APG carousel pattern: labelled slides, pause button,
 * previous/next and one dot per slide; only the current slide is reachable with Tab). Its controls
 * need the app: a tap before it has taken over is done once it has (`data-early-action`). */
export function ProjectCarousel({ projects: allProjects }: { projects: readonly Project[] }) {
  const { t } = useT();
  const {
    viewportRef,
    selected,
    playing,
    canPlay,
    togglePlaying,
    scrollTo,
    scrollPrev,
    scrollNext,
  } = useProjectCarousel();
  const total = allProjects.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="featured-projects"
      className="py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2
          id="featured-projects"
          className="text-center text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
        >
          Featured Projects
        </h2>
        <div
          className="mt-10 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
          ref={viewportRef}
        >
          <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
            {allProjects.map((project, index) => {
              const [picture] = project.images;
              const current = index === selected;
              return (
                <div
                  key={project.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${total}`}
                  inert={!current}
                  data-testid="carousel-slide"
                  className="grid min-w-0 flex-[0_0_100%] lg:grid-cols-5"
                >
                  {picture ? (
                    <Picture
                      image={picture}
                      sizes="(min-width: 1024px) 60vw, 100vw"
                      className="aspect-[16/10] h-full w-full object-cover lg:col-span-3"
                    />
                  ) : null}
                  <div className="flex flex-col justify-center p-6 sm:p-8 lg:col-span-2">
                    <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">
                      {findProjectCategory(project.category)?.name}
                    </p>
                    <h3 className="mt-2 text-2xl font-bold text-brand-900">{project.title}</h3>
                    <p className="mt-1 text-sm text-slate-600">{project.location}</p>
                    <p className="mt-4 text-slate-700">{project.description}</p>
                    <ViewProjectLink project={project}>{t('common.viewProject')}</ViewProjectLink>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <div
          className="mt-6 flex flex-wrap justify-center gap-1"
          role="group"
          aria-label="Choose a project"
        >
          {allProjects.map((project, index) => {
            const current = index === selected;
            return (
              <button
                key={project.id}
                type="button"
                onClick={() => scrollTo(index)}
                aria-label={`Show project ${index + 1}: ${project.title}`}
                aria-current={current ? 'true' : undefined}
                data-early-action={`carousel:slide-${index + 1}`}
                data-testid="carousel-dot"
                className="group inline-flex size-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all ${current ? 'size-3.5 bg-brand-700' : 'size-2.5 bg-slate-500 group-hover:bg-brand-600'}`}
                />
              </button>
            );
          })}
        </div>
        <div className="mt-4 flex items-center justify-center gap-4">
          <StepButton action="previous" label="Previous project" arrow="‹" onClick={scrollPrev} />
          {canPlay ? (
            <button
              type="button"
              onClick={togglePlaying}
              data-early-action="carousel:autoplay"
              className={pauseButton}
            >
              {playing ? 'Pause' : 'Play'} <span className="sr-only">automatic rotation</span>
            </button>
          ) : null}
          <StepButton action="next" label="Next project" arrow="›" onClick={scrollNext} />
        </div>
      </div>
    </section>
  );
}

type StepButtonProps = {
  action: 'previous' | 'next';
  label: string;
  arrow: string;
  onClick: () => void;
};

/** Previous or next project: the arrow is drawn, the label names it; a tap before the app has
 * taken over is kept (`data-early-action`). */
function StepButton({ action, label, arrow, onClick }: StepButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-early-action={`carousel:${action}`}
      className={arrowButton}
      aria-label={label}
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}
