import { Mail, Phone } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { company } from '../../content/company.ts';
import { supportSection } from '../../content/contact.ts';

/** The technical support block, the target of /contact#support. */
export function SupportSection() {
  return (
    <section
      id={supportSection.id}
      aria-labelledby="support-heading"
      className="scroll-mt-24 bg-brand-900 text-white"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="support-heading" className="text-2xl font-bold">
            {supportSection.heading}
          </h2>
          <p className="mt-3 text-brand-50">{supportSection.text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a
            href={company.phoneHref}
            className="inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-500"
          >
            <Icon node={Phone} className="h-5 w-5 shrink-0" />
            Call {company.phone}
          </a>
          <a
            href={`mailto:${company.email}?subject=${encodeURIComponent('Technical support')}`}
            className="inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            <Icon node={Mail} className="h-5 w-5 shrink-0" />
            Email support
          </a>
        </div>
      </div>
    </section>
  );
}
