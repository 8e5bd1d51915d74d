import { features, mission, projectLocations, whoWeAre } from '../../content/about.ts';
import { FeatureList } from '../../components/ui/feature-list.tsx';
import { SplitSection } from '../../components/ui/split-section.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function WhoWeAre() {
  const { tx } = useT();
  return (
    <SplitSection
      id="who-we-are"
      heading={tx(whoWeAre.heading)}
      image={whoWeAre.image}
      tone="muted"
      after={
        <>
          <FeatureList
            features={features}
            className="mx-auto mt-16 max-w-6xl px-4 sm:px-6 lg:px-8"
          />
          <div className="mx-auto mt-12 max-w-6xl px-4 sm:px-6 lg:px-8">
            <h3 className="text-center text-xl font-semibold text-brand-900">Where We Work</h3>
            <ul className="mt-4 flex flex-wrap justify-center gap-2">
              {projectLocations.map((place) => (
                <li
                  key={place.city}
                  className="rounded-full bg-brand-100 px-4 py-1.5 text-sm font-medium text-brand-800"
                >
                  {place.city}, {place.country}
                </li>
              ))}
            </ul>
          </div>
        </>
      }
    >
      {whoWeAre.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
      <h3 className="mt-8 text-xl font-semibold text-brand-900">{tx(mission.heading)}</h3>
      {mission.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-slate-700">
          {paragraph}
        </p>
      ))}
    </SplitSection>
  );
}
