import { Link } from 'wouter';
import { company } from '../../content/company.ts';
import { homeAbout, homeStats } from '../../content/home-sections.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { StatList } from '../../components/ui/stat-list.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function HomeAbout() {
  const { t, tx } = useT();
  return (
    <section aria-labelledby="home-about" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2
            id="home-about"
            className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            {t('homepage.aboutHeading', { name: company.shortName })}
          </h2>
          {homeAbout.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
          <Link to={homeAbout.readMore.to} className={`mt-8 ${actionStyles.primary}`}>
            {tx(homeAbout.readMore.label)} <span className="sr-only">about us</span>
          </Link>
        </div>
        <Picture
          image={homeAbout.image}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="w-full rounded-xl object-cover shadow-lg"
        />
      </div>
      <div className="mx-auto mt-16 max-w-6xl px-4 sm:px-6 lg:px-8">
        <StatList stats={homeStats} />
      </div>
    </section>
  );
}
