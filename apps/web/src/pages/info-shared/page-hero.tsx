import type { ReactNode } from 'react';
import type { PageHero as PageHeroContent } from '../../content/common.ts';
import { srcSetOf } from '../../content/image-asset.ts';

type PageHeroProps = {
  hero: PageHeroContent;
  /** Shown instead of the hero's own title (the page's h1). */
  title?: string;
  children?: ReactNode;
};

/** The banner at the top of an information page: the page's h1 over its picture. The picture
 * is above the fold, so it loads eagerly with high priority. */
export function PageHero({ hero, title, children }: PageHeroProps) {
  return (
    <header className="relative isolate overflow-hidden bg-brand-900 text-white">
      <img
        src={hero.image.src}
        srcSet={srcSetOf(hero.image)}
        sizes="100vw"
        width={hero.image.width}
        height={hero.image.height}
        alt={hero.image.alt}
        decoding="async"
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-35"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-800/50" aria-hidden="true" />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:py-24">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{title ?? hero.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50 sm:text-xl">{hero.subtitle}</p>
        {children}
      </div>
    </header>
  );
}
