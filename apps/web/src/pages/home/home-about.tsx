import { Link } from 'wouter';
import { company } from '../../content/company.ts';
import { homeAbout, homeStats } from '../../content/home-sections.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { SplitSection } from '../../components/ui/split-section.tsx';
import { StatList } from '../../components/ui/stat-list.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function HomeAbout() {
  const { t, tx } = useT();
  return (
    <SplitSection
      id="home-about"
      heading={t('homepage.aboutHeading', { name: company.shortName })}
      image={homeAbout.image}
      after={
        <div className="mx-auto mt-16 max-w-6xl px-4 sm:px-6 lg:px-8">
          <StatList stats={homeStats} />
        </div>
      }
    >
      {homeAbout.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
      <Link to={homeAbout.readMore.to} className={`mt-8 ${actionStyles.primary}`}>
        {tx(homeAbout.readMore.label)} <span className="sr-only">about us</span>
      </Link>
    </SplitSection>
  );
}
