import type { SyntheticEvent } from 'react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { company } from '../../content/company.ts';
import { homeHero } from '../../content/home.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import { useReducedMotion } from '../../components/ui/use-reduced-motion.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';

/** docs/product.md §8 "Hero video failure": the text of the fallback banner. */
export const heroFallbackText = {
  title: company.name,
  subtitle: 'Innovative Engineering Solutions',
} as const;

/** Full-screen hero: a muted looping clip over its poster, or a gradient banner when the clip fails.
 * The clip never competes with the first view: the prerendered page has no <video> (it shows the poster,
 * an ordinary image with high priority, and no empty player without JavaScript); the app adds the clip,
 * and only its metadata is preloaded. With reduced motion the clip does not play on its own: the poster stays. */
export function HomeHero() {
  const { t } = useT();
  const [videoFailed, setVideoFailed] = useState(false);
  const clipWanted = useInBrowser();
  const reducedMotion = useReducedMotion();
  const { video, poster } = homeHero;
  const onError = () => setVideoFailed(true);
  // React bubbles a <source>'s error up to the <video>: only the video's own error counts there.
  const onVideoError = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (event.target === event.currentTarget) onError();
  };
  const lastSource = video.sources.length - 1;

  return (
    <section
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-brand-900 text-white"
      data-testid={videoFailed ? 'hero-fallback' : 'hero-video'}
    >
      <Picture
        image={poster}
        priority
        sizes="100vw"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {videoFailed ? (
        <div
          className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-900 via-brand-700/95 to-brand-600/90"
          aria-hidden="true"
        />
      ) : (
        <>
          {clipWanted && (
            <video
              className="absolute inset-0 -z-20 h-full w-full object-cover"
              width={video.width}
              height={video.height}
              // The narrowest rendition: the one a phone's <img> above already loaded, and only a stand-in
              // until the clip's first frame.
              poster={poster.variants?.[0]?.src ?? poster.src}
              muted
              loop
              playsInline
              autoPlay={!reducedMotion}
              preload={reducedMotion ? 'none' : 'metadata'}
              aria-label={video.label}
              onError={onVideoError}
            >
              {video.sources.map((source, index) => (
                // A source that fails fires its own error event; only the last one means no clip at all.
                <source
                  key={source.src}
                  src={source.src}
                  type={source.type}
                  onError={index === lastSource ? onError : undefined}
                />
              ))}
            </video>
          )}
          <div
            className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/90 via-brand-900/70 to-brand-900/30"
            aria-hidden="true"
          />
        </>
      )}
      <div className="mx-auto w-full max-w-6xl px-4 py-24 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
          {heroFallbackText.title}
        </h1>
        <p className="mt-5 text-xl font-medium text-accent-400 sm:text-2xl">{t('hero.subtitle')}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to={paths.services} className={actionStyles.accent}>
            {t('hero.ourServices')}
          </Link>
          <Link to={paths.contact} className={actionStyles.outlineLight}>
            {t('common.contactUs')}
          </Link>
        </div>
      </div>
    </section>
  );
}
