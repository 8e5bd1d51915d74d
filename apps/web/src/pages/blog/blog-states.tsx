export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <h3 className="text-xl font-bold text-brand-900">{title}</h3>
      <p className="mt-2 text-slate-600">{hint}</p>
    </div>
  );
}
