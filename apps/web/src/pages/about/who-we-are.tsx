import { features, mission, projectLocations, whoWeAre } from '../../content/about.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function WhoWeAre() {
  const { tx } = useT();
  return (
    <section aria-labelledby="who-we-are" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2
            id="who-we-are"
            className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            {tx(whoWeAre.heading)}
          </h2>
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
        </div>
        <Picture
          image={whoWeAre.image}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="w-full rounded-xl object-cover shadow-lg"
        />
      </div>
      <ul className="mx-auto mt-16 grid max-w-6xl gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h3 className="font-semibold text-brand-900">{feature.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{feature.description}</p>
          </li>
        ))}
      </ul>
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
    </section>
  );
}
