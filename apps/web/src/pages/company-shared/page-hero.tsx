import type { ReactNode } from 'react';
import type { ImageAsset } from '../../content/image-asset.ts';
import { Picture } from './picture.tsx';

type PageHeroProps = {
  title: string;
  subtitle: string;
  image: ImageAsset;
  /** A small label above the title (e.g. a category badge). */
  eyebrow?: ReactNode;
  children?: ReactNode;
};

/** The banner at the top of a page: picture behind a dark overlay, the page's h1 and a subtitle. */
export function PageHero({ title, subtitle, image, eyebrow, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <Picture image={image} priority className="absolute inset-0 -z-20 h-full w-full object-cover" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/85 to-brand-900/60" aria-hidden="true" />
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        {eyebrow}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">{subtitle}</p>
        {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </section>
  );
}
