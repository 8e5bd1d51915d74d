import { useEffect, useRef } from 'react';
import { Link } from 'wouter';

/** What the portal shows inside its frame for an address with nothing to show: an unknown screen or
 * item ("not found"), or a screen the role may not open. The heading takes the focus, and a link
 * leads back to a screen that exists. */
export function ScreenMessage({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { href: string; label: string };
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link href={back.href} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {back.label}
      </Link>
    </section>
  );
}
