import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import type { BlogArticle } from '../../features/blog/blog-article.ts';
import { articleUrl } from '../../features/blog/blog-article.ts';
import { formatReadTime } from '../../features/blog/read-time.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { postHead } from '../../features/blog/post-head.ts';
import { ShareControl } from '../../features/share/share-control.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useSiteOrigin } from '../../lib/site-origin.tsx';
import { blogListCopy, blogPostCopy as copy } from './blog-copy.ts';
import { PostContent } from '../../components/ui/post-content.tsx';

/** docs/product.md §2 "Blog post": category, title, date, reading time, author, image, excerpt, tags, the
 * sanitized content, the share control and the way back. */
export function PostArticle({ article }: { article: BlogArticle }) {
  const url = articleUrl(useSiteOrigin(), article.slug);
  const date = formatLongDate(article.date);
  const { image } = article;

  return (
    <main id="main" tabIndex={-1} className="bg-white focus:outline-none">
      <PageHead {...postHead(article, { name: blogListCopy.pageTitle, path: paths.blog })} />
      <article>
        <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
          <div
            className={`mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-10 ${image ? 'pb-28 sm:pb-36' : 'pb-12 sm:pb-14'}`}
          >
            <Link
              to={paths.blog}
              className="flex min-h-11 w-fit items-center gap-2 font-semibold text-brand-50 hover:text-white hover:underline"
            >
              <span aria-hidden="true">←</span>
              {copy.back}
            </Link>
            {article.category && (
              <p className="mt-6 inline-block rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-brand-900">
                {article.category}
              </p>
            )}
            <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-brand-50">
              {date && <time dateTime={article.date}>{date}</time>}
              {date && <span aria-hidden="true">·</span>}
              <span>{formatReadTime(article.readTime)}</span>
              {article.author && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>
                    {copy.by} {article.author}
                  </span>
                </>
              )}
            </p>
          </div>
        </header>

        <div
          className={`mx-auto max-w-3xl px-4 pb-16 sm:px-6 ${image ? '-mt-20 sm:-mt-28' : 'pt-2'}`}
        >
          {image && (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.srcSet ? '(min-width: 768px) 720px, 100vw' : undefined}
              width={image.width}
              height={image.height}
              alt={image.alt}
              fetchPriority="high"
              decoding="async"
              className="aspect-[40/21] w-full rounded-xl bg-slate-200 object-cover shadow-lg"
            />
          )}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6">
            {article.excerpt && (
              <p className="max-w-xl text-lg leading-relaxed text-slate-700 sm:text-xl">
                {article.excerpt}
              </p>
            )}
            <ShareControl url={url} title={article.title} />
          </div>
          <div className="mt-8">
            <PostContent html={article.content} />
          </div>
          {article.tags.length > 0 && (
            <section aria-labelledby="post-tags" className="mt-12 border-t border-slate-200 pt-6">
              <h2
                id="post-tags"
                className="text-sm font-semibold uppercase tracking-wide text-slate-600"
              >
                {copy.tagsHeading}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </article>
    </main>
  );
}
