import type { ProviderSection } from '../../content/about.ts';
import { LogoImage } from '../../components/ui/picture.tsx';
import { useReducedMotion } from '../../components/ui/use-reduced-motion.ts';
import { RIPPLE_STAGGER_MS, useRipple } from './ripple.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';

/** A logo grid whose cards rise in a wave, one after another, every 3–5 s (never with reduced motion). */
export function ProviderGrid({ section }: { section: ProviderSection }) {
  const { tx } = useT();
  const reducedMotion = useReducedMotion();
  const rippling = useRipple(!reducedMotion);
  const headingId = `providers-${section.id}`;

  return (
    <div className="mt-12">
      <h3 id={headingId} className="text-center text-2xl font-semibold text-brand-900">
        {tx(section.heading)}
      </h3>
      <ul
        aria-labelledby={headingId}
        data-ripple={rippling ? 'on' : 'off'}
        className="mt-8 flex flex-wrap justify-center gap-4"
      >
        {section.providers.map((provider, index) => (
          <li
            key={provider.name}
            style={{ transitionDelay: `${index * RIPPLE_STAGGER_MS}ms` }}
            className={`flex w-full flex-col items-center rounded-lg sm:w-[calc(50%-0.5rem)] lg:w-[calc(25%-0.75rem)] bg-white p-5 text-center ring-1 transition duration-300 ease-out ${
              rippling
                ? '-translate-y-1 scale-105 shadow-lg ring-accent-400'
                : 'shadow-sm ring-slate-200'
            }`}
          >
            <LogoImage logo={provider.logo} className="h-12 w-full" />
            <span className="mt-3 text-sm font-medium text-slate-700">{provider.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
