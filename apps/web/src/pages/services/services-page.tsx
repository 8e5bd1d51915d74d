import { Link } from 'react-router';
import { paths } from '@site/shared/site-routes';
import { engagementModels, serviceSummaries, servicesHero } from '../../content/services.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { usePageTitle } from '../page-title.ts';

export function ServicesPage() {
  usePageTitle('Services');
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHero title={servicesHero.title} subtitle={servicesHero.subtitle} image={servicesHero.image} />
      <section aria-labelledby="service-lines" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="service-lines" title="What We Do" />
          <ul className="mt-12 grid gap-8 md:grid-cols-2" data-testid="service-summaries">
            {serviceSummaries.map((service) => (
              <li key={service.key}>
                <Link
                  to={service.link}
                  className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
                >
                  <Picture image={service.image} sizes="(min-width: 768px) 50vw, 100vw" className="aspect-[16/10] w-full object-cover" />
                  <span className="flex flex-1 flex-col p-6">
                    <span className="text-xl font-semibold text-brand-900 group-hover:text-brand-700">{service.title}</span>
                    <span className="mt-3 text-slate-600">{service.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="how-we-work" className="py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="how-we-work" title="How We Work" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {engagementModels.map((model) => (
              <li key={model.title} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="font-semibold text-brand-900">{model.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{model.description}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Link to={paths.contact} className={actionStyles.primary}>
              Talk to Our Engineers
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

export { ServicesPage as Component };
