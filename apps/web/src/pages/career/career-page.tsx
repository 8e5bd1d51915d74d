import { paths } from '@site/shared/site-routes';
import { Award, Briefcase, CircleCheckBig, Mail, Phone, Users } from 'lucide';
import { IconAction } from '../../components/ui/icon-action.tsx';
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
      <PageHero {...careersHero}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <IconAction to={careersPage.openingsLink.to} icon={Briefcase} tone="accent">
            {careersPage.openingsLink.label}
          </IconAction>
          <IconAction href={hrMailto} icon={Mail} tone="outlineLight">
            Email HR
          </IconAction>
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
            <IconAction
              href={hrMailto}
              icon={Mail}
              tone="accent"
              size="md"
              className="text-sm [overflow-wrap:anywhere] sm:text-base"
            >
              {company.hrEmail}
            </IconAction>
            <IconAction
              href={company.phoneHref}
              icon={Phone}
              tone="outlineLight"
              size="md"
              className="whitespace-nowrap"
            >
              {company.phone}
            </IconAction>
          </div>
        </div>
      </section>
    </main>
  );
}

export { CareerPage as Component };
