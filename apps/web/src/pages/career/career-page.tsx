import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { Award, Briefcase, CircleCheckBig, Mail, Phone, Users } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import {
  benefits,
  careerMeta,
  careersHero,
  careersPage,
  programs,
  values,
} from '../../content/careers.ts';
import { company } from '../../content/company.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { ApplicationSteps } from './application-steps.tsx';
import { SampleRoles } from './sample-roles.tsx';
import { TopicGrid } from './topic-grid.tsx';

const hrMailto = `mailto:${company.hrEmail}?subject=${encodeURIComponent('Job application')}`;

export function CareerPage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead {...careerMeta} path={paths.career} />
      <PageHero title={careersHero.title} subtitle={careersHero.subtitle} image={careersHero.image}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to={careersPage.openingsLink.to}
            className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500"
          >
            <Icon node={Briefcase} className="h-5 w-5 shrink-0" />
            {careersPage.openingsLink.label}
          </Link>
          <a
            href={hrMailto}
            className="inline-flex items-center justify-center gap-2 rounded-md border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            <Icon node={Mail} className="h-5 w-5 shrink-0" />
            Email HR
          </a>
        </div>
      </PageHero>

      <section
        aria-labelledby="intro-heading"
        className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 lg:py-16"
      >
        <h2 id="intro-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {careersPage.intro.heading}
        </h2>
        {careersPage.intro.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>

      <TopicGrid
        id="values-heading"
        heading={careersPage.valuesHeading}
        topics={values}
        icon={Award}
        columns="four"
        tone="tinted"
      />
      <TopicGrid
        id="benefits-heading"
        heading={careersPage.benefitsHeading}
        topics={benefits}
        icon={CircleCheckBig}
        columns="three"
      />
      <TopicGrid
        id="programs-heading"
        heading={careersPage.programsHeading}
        topics={programs}
        icon={Users}
        columns="two"
        tone="tinted"
      />
      <SampleRoles />
      <ApplicationSteps />

      <section aria-labelledby="careers-contact" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6">
          <div>
            <h2 id="careers-contact" className="text-2xl font-bold">
              {careersPage.contactHeading}
            </h2>
            <p className="mt-2 text-brand-50">{careersPage.contactText}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a
              href={hrMailto}
              className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-5 py-3 text-sm font-semibold text-brand-900 [overflow-wrap:anywhere] hover:bg-accent-500 sm:text-base"
            >
              <Icon node={Mail} className="h-5 w-5 shrink-0" />
              {company.hrEmail}
            </a>
            <a
              href={company.phoneHref}
              className="inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              <Icon node={Phone} className="h-5 w-5 shrink-0" />
              {company.phone}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}

export { CareerPage as Component };
