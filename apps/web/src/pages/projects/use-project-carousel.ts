import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useReducedMotion } from '../../components/ui/use-reduced-motion.ts';
import { autoplayOptions, carouselOptions } from './carousel-settings.ts';

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** Embla with autoplay, the selected slide and a pause switch. Autoplay is off when the visitor
 * paused it or asked for reduced motion; then slides also change without animation. */
export function useProjectCarousel() {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const playing = !paused && !reducedMotion;
  const options = useMemo(
    () => (reducedMotion ? { ...carouselOptions, duration: 0 } : carouselOptions),
    [reducedMotion],
  );
  const plugins = useMemo(() => (playing ? [Autoplay(autoplayOptions)] : []), [playing]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const [selected, setSelected] = useState(0);
  // Embla starts a render or two after the carousel is on screen; a tap before that (one the app
  // replays as it takes over the page, src/app/early-actions.ts) waits for it here.
  const waiting = useRef<(api: CarouselApi) => void>(undefined);
  const withApi = (action: (api: CarouselApi) => void) => {
    if (api) action(api);
    else waiting.current = action;
  };

  useEffect(() => {
    if (!api) return undefined;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    waiting.current?.(api);
    waiting.current = undefined;
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  return {
    viewportRef,
    selected,
    playing,
    canPlay: !reducedMotion,
    togglePlaying: () => setPaused((value) => !value),
    scrollTo: (index: number) => withApi((ready) => ready.scrollTo(index)),
    scrollPrev: () => withApi((ready) => ready.scrollPrev()),
    scrollNext: () => withApi((ready) => ready.scrollNext()),
  };
}
