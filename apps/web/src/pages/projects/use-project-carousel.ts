import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { useReducedMotion } from '../../components/ui/use-reduced-motion.ts';
import { autoplayOptions, carouselOptions } from './carousel-settings.ts';

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

  useEffect(() => {
    if (!api) return undefined;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
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
    scrollTo: (index: number) => api?.scrollTo(index),
    scrollPrev: () => api?.scrollPrev(),
    scrollNext: () => api?.scrollNext(),
  };
}
