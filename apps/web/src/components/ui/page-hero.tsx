import type { ReactNode } from 'react';
import type { ImageAsset } from '../../content/image-asset.ts';
import { Picture } from './picture.tsx';

type PageHeroProps = {
  title: string;
  subtitle: string;
  /** The picture behind the text; without one a drawn grid pattern stands in (no image request). */
  image?: ImageAsset;
  /** A small label above the title: a string, or an element such as a category badge. */
  eyebrow?: ReactNode;
  /** Actions under the subtitle. */
  children?: ReactNode;
};

/** The banner at the top of every page: the page's h1 and a subtitle over a darkened picture.
 * The picture is above the fold, so it loads eagerly with high priority. */
export function PageHero({ title, subtitle, image, eyebrow, children }: PageHeroProps) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      {image ? (
        <>
          <Picture
            image={image}
            priority
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
          <div
            className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/85 to-brand-900/60"
            aria-hidden="true"
          />
        </>
      ) : (
        <GridPattern />
      )}
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        {typeof eyebrow === 'string' ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-400">
            {eyebrow}
          </p>
        ) : (
          eyebrow
        )}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">{subtitle}</p>
        {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </header>
  );
}

function GridPattern() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 h-full w-full opacity-15"
    >
      <defs>
        <pattern id="page-hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0v48" fill="none" stroke="currentColor" strokeWidth="1" />
          <circle cx="0" cy="0" r="2.5" fill="currentColor" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#page-hero-grid)" />
    </svg>
  );
}
