import { experienceAndPartners, providerSections } from '../../content/about.ts';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { ProviderGrid } from './provider-grid.tsx';

export function ProvidersSection() {
  return (
    <section aria-labelledby="experience-partners" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="experience-partners"
          title={experienceAndPartners.heading}
          intro={experienceAndPartners.paragraphs.join(' ')}
        />
        {providerSections.map((section) => (
          <ProviderGrid key={section.id} section={section} />
        ))}
      </div>
    </section>
  );
}
