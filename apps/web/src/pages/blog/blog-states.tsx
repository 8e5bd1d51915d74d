import { SpinnerIcon } from '../../components/ui/icons.tsx';

/** A spinner with its text, announced politely. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 py-16 text-slate-700">
      <SpinnerIcon className="h-10 w-10 animate-spin text-brand-700" />
      <p className="text-lg font-medium">{text}</p>
    </div>
  );
}

export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <h3 className="text-xl font-bold text-brand-900">{title}</h3>
      <p className="mt-2 text-slate-600">{hint}</p>
    </div>
  );
}
