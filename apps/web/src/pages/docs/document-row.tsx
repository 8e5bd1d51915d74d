import { Download, FileText, Video } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import type { DocumentItem } from '@site/shared';
import { docsPage } from '../../content/docs.ts';

const buttonClass =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/** One document and the download of its file. */
export function DocumentRow({ item }: { item: DocumentItem }) {
  const label = (
    <>
      <Icon node={Download} className="h-4 w-4 shrink-0" />
      {docsPage.downloadLabel}
      <span className="sr-only">
        {' '}
        {item.title} ({item.fileType}, {item.size})
      </span>
    </>
  );
  return (
    <li className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {item.fileType === 'MP4' ? (
            <Icon node={Video} className="h-6 w-6" />
          ) : (
            <Icon node={FileText} className="h-6 w-6" />
          )}
        </span>
        <div className="min-w-0">
          <h3 className="font-bold text-slate-900">{item.title}</h3>
          <p className="mt-1 text-sm text-slate-700">{item.description}</p>
          <p className="mt-2 flex gap-2 text-xs font-semibold">
            <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-800">{item.fileType}</span>
            <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-800">{item.size}</span>
          </p>
        </div>
      </div>
      <a href={item.url} download className={buttonClass}>
        {label}
      </a>
    </li>
  );
}
