import { businessServices } from '../../content/home-sections.ts';
import { ImageLinkCard } from '../../components/ui/image-link-card.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function BusinessServices() {
  const { tx } = useT();
  return (
    <PageSection
      id="business-services"
      title={businessServices.heading}
      intro={businessServices.intro}
      tone="muted"
    >
      <ul className="mt-12 grid gap-8 md:grid-cols-3">
        {businessServices.cards.map((card) => (
          <li key={card.link}>
            <ImageLinkCard
              to={card.link}
              image={card.image}
              sizes="(min-width: 768px) 33vw, 100vw"
              title={tx(card.title)}
              description={card.description}
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
