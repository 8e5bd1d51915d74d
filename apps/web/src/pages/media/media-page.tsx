import { useRef, useState } from 'react';
import { paths } from '@site/shared/site-routes';
import type { GalleryCategoryId } from '../../content/media.ts';
import { filterMedia, mediaHero, mediaImpactStats, mediaMeta } from '../../content/media.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { ContentStatus } from '../../components/ui/content-status.tsx';
import { useContentList } from '../../lib/use-content.ts';
import { StructuredDataScript } from '../../components/ui/structured-data-script.tsx';
import { mediaObjectLd } from '../../lib/content-structured-data.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';
import { MediaCard } from './media-card.tsx';
import { MediaFilters } from './media-filters.tsx';
import { MediaLightbox } from './media-lightbox.tsx';
import './media-page.css';

export function MediaPage() {
  return (
    <ContentQueries>
      <Gallery />
    </ContentQueries>
  );
}

function Gallery() {
  const media = useContentList('media');
  const origin = useSiteOrigin();
  const [category, setCategory] = useState<GalleryCategoryId>('all');
  const [openIndex, setOpenIndex] = useState<number>();
  const [openerId, setOpenerId] = useState<string>();
  const cardButtons = useRef(new Map<string, HTMLButtonElement>());
  const items = filterMedia(media.items, category);

  function close() {
    setOpenIndex(undefined);
    if (openerId !== undefined) cardButtons.current.get(openerId)?.focus();
  }

  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead {...mediaMeta} path={paths.media} />
      <StructuredDataScript data={media.items.map((item) => mediaObjectLd(origin, item))} />
      <PageHero {...mediaHero} />

      <section
        aria-labelledby="gallery-heading"
        className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16"
      >
        <h2 id="gallery-heading" className="sr-only">
          Gallery
        </h2>
        <MediaFilters selected={category} onSelect={setCategory} />
        {media.status !== 'loaded' && <ContentStatus status={media.status} />}
        {/* Keyed by category so a new selection replays the staggered entry animation. */}
        <ul key={category} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <MediaCard
              key={item.id}
              item={item}
              index={index}
              buttonRef={(button) => {
                if (button) cardButtons.current.set(item.id, button);
                else cardButtons.current.delete(item.id);
              }}
              onOpen={() => {
                setOpenerId(item.id);
                setOpenIndex(index);
              }}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="impact-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
          <h2 id="impact-heading" className="text-center text-2xl font-bold sm:text-3xl">
            Our Impact in Pictures
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
            {mediaImpactStats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white/10 p-6">
                <dt className="mt-2 text-sm font-medium text-brand-50 sm:text-base">
                  {stat.label}
                </dt>
                <dd className="text-3xl font-bold text-accent-400 sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {openIndex !== undefined && (
        <MediaLightbox
          items={items}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={close}
        />
      )}
    </main>
  );
}

export { MediaPage as Component };
