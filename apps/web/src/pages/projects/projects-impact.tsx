import { Link } from 'wouter';
import { projectStats, projectsPage } from '../../content/projects.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { contactWithSubject } from '@site/shared/site-routes';
import { CtaActions, PdfLink } from '../../components/ui/cta-band.tsx';
import { StatList } from '../../components/ui/stat-list.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

/** Impact figures of docs/product.md §9 and the closing call to action. */
export function ProjectsImpact() {
  const { tx } = useT();
  const { cta } = projectsPage;
  return (
    <section
      aria-labelledby="projects-impact"
      className="bg-gradient-to-br from-brand-900 to-brand-700 py-16 text-white sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2
          id="projects-impact"
          className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {projectsPage.impactHeading}
        </h2>
        <StatList stats={projectStats} tone="dark" className="mt-10" />
        <div className="mx-auto mt-16 max-w-3xl text-center">
          <h3 className="text-2xl font-bold sm:text-3xl">{tx(cta.heading)}</h3>
          <p className="mt-4 text-lg text-brand-50">{cta.text}</p>
          <CtaActions>
            <Link to={contactWithSubject(cta.contact.label)} className={actionStyles.accent}>
              {tx(cta.contact.label)}
            </Link>
            <PdfLink download={cta.portfolio} tone="outlineLight" />
          </CtaActions>
        </div>
      </div>
    </section>
  );
}
