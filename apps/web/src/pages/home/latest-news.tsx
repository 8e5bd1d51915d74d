import { Link } from 'wouter';
import { latestNews } from '../../content/home-sections.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function LatestNews() {
  const { tx } = useT();
  return (
    <section aria-labelledby="latest-news" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="latest-news" title={latestNews.heading} />
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {latestNews.items.map((item) => (
            <li key={item.isoDate}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <Picture
                  image={item.image}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  className="aspect-[16/10] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <time dateTime={item.isoDate} className="text-sm font-semibold text-brand-600">
                    {item.date}
                  </time>
                  <h3 className="mt-2 text-xl font-semibold text-brand-900">
                    <Link to={item.link} className="hover:text-brand-700 hover:underline">
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-3 text-slate-600">{item.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap justify-center gap-4">
          <Link to={latestNews.allNews.to} className={actionStyles.primary}>
            {tx(latestNews.allNews.label)}
          </Link>
          <Link to={latestNews.blog.to} className={actionStyles.outlineDark}>
            {tx(latestNews.blog.label)}
          </Link>
        </div>
      </div>
    </section>
  );
}
