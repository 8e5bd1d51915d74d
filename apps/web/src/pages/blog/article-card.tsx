import type { Ref } from 'react';
import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { cardExcerpt } from '../../features/blog/article-text.ts';
import type { BlogArticle } from '../../features/blog/blog-article.ts';
import { CARD_TAG_COUNT } from '../../features/blog/filter-articles.ts';
import { formatReadTime } from '../../features/blog/read-time.ts';
import { formatLongDate } from '../../lib/format-date.ts';

type ArticleCardProps = {
  article: BlogArticle;
  /** The title link, for moving focus to the first newly shown card after 'Load More Articles'. */
  linkRef?: Ref<HTMLAnchorElement>;
  /** The first card is in the first view on a phone: its picture loads at once and first; the others
   * load lazily and after it (`fetchpriority=low`, see components/ui/picture.tsx). */
  priority?: boolean;
};

/** docs/product.md §2: image, category, title, excerpt, date, reading time and the first three tags.
 * The title link covers the whole card, so the card is one click and one tab stop. */
export function ArticleCard({ article, linkRef, priority = false }: ArticleCardProps) {
  const { image } = article;
  const date = formatLongDate(article.date);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-accent-400 hover:shadow-lg">
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={
            image.srcSet ? '(min-width: 1152px) 352px, (min-width: 640px) 50vw, 100vw' : undefined
          }
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'low'}
          decoding="async"
          className="aspect-[40/21] w-full bg-slate-200 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[40/21] w-full bg-gradient-to-br from-brand-700 to-brand-900"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        {article.category && (
          <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
            {article.category}
          </p>
        )}
        <h3 className="mt-3 text-xl font-bold leading-snug text-brand-900">
          <Link
            ref={linkRef}
            to={paths.blogPost(article.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline focus:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-3 text-slate-700">{cardExcerpt(article)}</p>
        {article.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {article.tags.slice(0, CARD_TAG_COUNT).map((tag) => (
              <li
                key={tag}
                className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-5 text-sm text-slate-600">
          {date && <time dateTime={article.date}>{date}</time>}
          {date && <span aria-hidden="true">·</span>}
          <span>{formatReadTime(article.readTime)}</span>
        </p>
      </div>
    </article>
  );
}
