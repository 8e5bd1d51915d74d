import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubReducedMotion } from '../../test/browser-stubs.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { HomeHero } from './home-hero.tsx';

describe('HomeHero', () => {
  it('plays a muted looping clip with a poster, and falls back to the gradient banner when the last source fails', () => {
    const { container } = renderWithRouter(<HomeHero />);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    // The poster is the narrow rendition a phone's <img> under the clip already loaded.
    expect(video).toHaveAttribute('poster', '/images/hero/home-poster-800.webp');
    expect(video?.getAttribute('preload')).not.toBe('auto');
    expect(video).toHaveAttribute('autoplay');
    expect(screen.getByTestId('hero-video')).toBeInTheDocument();

    const sources = container.querySelectorAll('source');
    fireEvent.error(sources[0] as Element);
    expect(screen.getByTestId('hero-video')).toBeInTheDocument();
    fireEvent.error(sources[sources.length - 1] as Element);

    const banner = screen.getByTestId('hero-fallback');
    expect(container.querySelector('video')).toBeNull();
    expect(banner).toHaveTextContent('Kilima Smart Systems Ltd');
    expect(banner).toHaveTextContent('Innovative Engineering Solutions');
  });

  it('with reduced motion keeps the poster: the clip neither plays by itself nor preloads', () => {
    stubReducedMotion();
    const { container } = renderWithRouter(<HomeHero />);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).not.toHaveAttribute('autoplay');
    expect(video?.autoplay).toBe(false);
    expect(video).toHaveAttribute('preload', 'none');
    expect(screen.getByTestId('hero-video')).toBeInTheDocument();
  });
});
