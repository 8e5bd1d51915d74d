import { Link } from 'wouter';
import { coreServices } from '../../content/about.ts';
import { PageSection } from '../../components/ui/page-section.tsx';

export function CoreServices() {
  return (
    <PageSection id="core-services" title="Our Core Services">
      <ul className="mt-12 grid gap-8 lg:grid-cols-3">
        {coreServices.map((service) => (
          <li
            key={service.title}
            className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h3 className="text-xl font-semibold text-brand-900">{service.title}</h3>
            <p className="mt-3 text-slate-600">{service.description}</p>
            <ul className="mt-4 flex-1 space-y-2">
              {service.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                  <span
                    className="mt-1.5 size-2 shrink-0 rounded-full bg-accent-500"
                    aria-hidden="true"
                  />
                  {feature}
                </li>
              ))}
            </ul>
            <Link
              to={service.link}
              className="mt-6 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              Explore {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
