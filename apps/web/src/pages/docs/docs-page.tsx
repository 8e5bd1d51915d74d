import { paths } from '@site/shared/site-routes';
import { Calendar, CircleQuestionMark, Mail } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { IconAction } from '../../components/ui/icon-action.tsx';
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
      <PageHero {...docsPage.hero} />

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
            <IconAction to={help.support.to} icon={Mail} tone="accent">
              {help.support.label}
            </IconAction>
            <IconAction to={help.training.to} icon={Calendar} tone="outlineLight">
              {help.training.label}
            </IconAction>
          </div>
        </div>
      </section>
    </main>
  );
}

export { DocsPage as Component };
