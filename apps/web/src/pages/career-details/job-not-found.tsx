import { Link } from 'wouter';
import { ArrowLeft, Briefcase } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { jobDetailPage, jobNotFoundMeta } from '../../content/careers.ts';
import { PageHead } from '../../components/ui/page-head.tsx';

export function JobNotFound() {
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
      <Link
        to={notFound.back.to}
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        <Icon node={ArrowLeft} className="h-4 w-4 shrink-0" />
        {notFound.back.label}
      </Link>
    </main>
  );
}
