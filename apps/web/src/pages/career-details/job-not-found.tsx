import { ArrowLeft, Briefcase } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { IconAction } from '../../components/ui/icon-action.tsx';
import { jobDetailPage, jobNotFoundMeta } from '../../content/careers.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useNotFoundReport } from '../../lib/not-found-report.ts';

export function JobNotFound() {
  useNotFoundReport();
  const { notFound } = jobDetailPage;
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center focus:outline-none"
    >
      <PageHead {...jobNotFoundMeta} noindex />
      <Icon node={Briefcase} className="h-12 w-12 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{notFound.title}</h1>
      <p className="mt-4 text-slate-600">{notFound.text}</p>
      <IconAction to={notFound.back.to} icon={ArrowLeft} tone="primary" size="sm" className="mt-8">
        {notFound.back.label}
      </IconAction>
    </main>
  );
}
