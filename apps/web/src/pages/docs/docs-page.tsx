import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { Calendar, CircleQuestionMark, Mail } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { documentSections, docsMeta, docsPage } from '../../content/docs.ts';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { ContentStatus } from '../../components/ui/content-status.tsx';
import { useContentList } from '../../lib/use-content.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { DocumentRow } from './document-row.tsx';

export function DocsPage() {
  return (
    <ContentQueries>
      <Documentation />
    </ContentQueries>
  );
}

function Documentation() {
  const { help } = docsPage;
  const documents = useContentList('documents');
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead {...docsMeta} path={paths.docs} />
      <PageHero
        title={docsPage.hero.title}
        subtitle={docsPage.hero.subtitle}
        image={docsPage.hero.image}
      />

      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6 lg:py-16">
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {docsPage.downloadNote}
        </p>
        {documents.status !== 'loaded' && <ContentStatus status={documents.status} />}
        {documentSections.map((category) => (
          <section
            key={category.id}
            id={category.id}
            aria-labelledby={`${category.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${category.id}-heading`} className="text-2xl font-bold text-slate-900">
              {category.title}
            </h2>
            <p className="mt-2 text-slate-700">{category.description}</p>
            <ul className="mt-6 space-y-4">
              {documents.items
                .filter((item) => item.category === category.id)
                .map((item) => (
                  <DocumentRow key={item.id} item={item} />
                ))}
            </ul>
          </section>
        ))}
      </div>

      <section aria-labelledby="help-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 lg:py-16">
          <Icon node={CircleQuestionMark} className="mx-auto h-10 w-10 text-accent-400" />
          <h2 id="help-heading" className="mt-3 text-2xl font-bold sm:text-3xl">
            {help.heading}
          </h2>
          <p className="mt-3 text-brand-50">{help.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={help.support.to}
              className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500"
            >
              <Icon node={Mail} className="h-5 w-5 shrink-0" />
              {help.support.label}
            </Link>
            <Link
              to={help.training.to}
              className="inline-flex items-center justify-center gap-2 rounded-md border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              <Icon node={Calendar} className="h-5 w-5 shrink-0" />
              {help.training.label}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

export { DocsPage as Component };
