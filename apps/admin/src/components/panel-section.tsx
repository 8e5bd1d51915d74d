import { useId, type ReactNode } from 'react';

/** One of the portal's panels: a section in a white card, named by its heading, with an optional
 * line under the heading. `roomy`: the larger padding of the panels that hold long forms. */
export function PanelSection({
  title,
  intro,
  id,
  roomy = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  id?: string;
  roomy?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${roomy ? 'sm:p-6' : 'sm:p-5'}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {intro && <p className="mt-1 break-words text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
