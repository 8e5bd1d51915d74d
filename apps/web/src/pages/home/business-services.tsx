import { Link } from 'react-router';
import { businessServices } from '../../content/home.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function BusinessServices() {
  const { tx } = useT();
  return (
    <section aria-labelledby="business-services" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="business-services" title={businessServices.heading} intro={businessServices.intro} />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {businessServices.cards.map((card) => (
            <li key={card.link}>
              <Link
                to={card.link}
                className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
              >
                <Picture image={card.image} sizes="(min-width: 768px) 33vw, 100vw" className="aspect-[16/10] w-full object-cover" />
                <span className="flex flex-1 flex-col p-6">
                  <span className="text-xl font-semibold text-brand-900 group-hover:text-brand-700">{tx(card.title)}</span>
                  <span className="mt-3 text-slate-600">{card.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
