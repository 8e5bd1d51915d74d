import type { CompanyIdentity } from '@site/shared/company';
import { paths } from '@site/shared/site-routes';
import { absoluteUrl } from './absolute-url.ts';
import type { HeadImage } from './page-images.ts';
import { defaultShareImage } from './page-images.ts';
import type { Crumb, JsonLd } from './structured-data.ts';
import { blogPostingLd, breadcrumbLd, organizationLd, websiteLd } from './structured-data.ts';

/** The content's language and region, for og:locale (British spelling, Kenyan company). */
const OG_LOCALE = 'en_GB';

/** What a blog post adds to its head. */
type ArticleHead = {
  /** ISO date or timestamp. */
  publishedTime: string;
  modifiedTime?: string;
  author: string | null;
  section?: string;
  tags?: readonly string[];
};

type CommonHead = {
  /** The page's own name; the document title is `title | company short name`. */
  title: string;
  description: string;
};

/** A page that search engines and link previews should show. */
export type IndexedPageHead = CommonHead & {
  /** The page's path twin, from `paths` (never a `#`): the canonical URL and og:url. */
  path: string;
  /** The page's picture (its hero, the post's picture); the branded default when absent. */
  image?: HeadImage | null;
  /** og:title and twitter:title, when they should differ from `title`. */
  socialTitle?: string;
  /** The sections between Home and this page in the breadcrumb trail. */
  parents?: readonly Crumb[];
  /** A blog post: og:type article, article:* tags and BlogPosting structured data. */
  article?: ArticleHead;
  noindex?: false;
};

/** A page kept out of search results (not-found pages, the admin portal): no canonical URL,
 * no previews, no structured data. */
type HiddenPageHead = CommonHead & { noindex: true };

export type PageHeadInput = IndexedPageHead | HiddenPageHead;

/** One `<meta>`: `name` for plain and Twitter tags, `property` for Open Graph. */
export type HeadMeta = { name: string; content: string } | { property: string; content: string };

type PageMetadata = {
  title: string;
  description: string;
  canonical: string | null;
  meta: readonly HeadMeta[];
  jsonLd: readonly JsonLd[];
};

/** The name of the home page in titles and breadcrumb trails. */
const HOME_NAME = 'Home';

function documentTitle(page: string, company: CompanyIdentity): string {
  return `${page} | ${company.shortName}`;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

function imageType(src: string): string | undefined {
  const extension = /\.(\w+)(?:[?#].*)?$/.exec(src)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

/** Everything a page head holds, from what the page knows about itself and the site's origin. */
export function pageMetadata(
  input: PageHeadInput,
  origin: string,
  company: CompanyIdentity,
): PageMetadata {
  const title = documentTitle(input.title, company);
  const { description } = input;
  if (input.noindex)
    return {
      title,
      description,
      canonical: null,
      meta: [{ name: 'robots', content: 'noindex' }],
      jsonLd: [],
    };

  const canonical = absoluteUrl(origin, input.path);
  const socialTitle = input.socialTitle ?? input.title;
  const image = input.image ?? defaultShareImage;
  const imageUrl = absoluteUrl(origin, image.src);
  const type = imageType(image.src);
  const { article } = input;

  const meta: HeadMeta[] = [
    { property: 'og:type', content: article ? 'article' : 'website' },
    { property: 'og:site_name', content: company.shortName },
    { property: 'og:locale', content: OG_LOCALE },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: imageUrl },
    ...(type ? [{ property: 'og:image:type', content: type }] : []),
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    { property: 'og:image:alt', content: image.alt },
  ];
  if (article) {
    meta.push({ property: 'article:published_time', content: article.publishedTime });
    if (article.modifiedTime)
      meta.push({ property: 'article:modified_time', content: article.modifiedTime });
    if (article.author) meta.push({ property: 'article:author', content: article.author });
    if (article.section) meta.push({ property: 'article:section', content: article.section });
    for (const tag of article.tags ?? []) meta.push({ property: 'article:tag', content: tag });
  }
  meta.push(
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  );

  const isHome = input.path === paths.home;
  const jsonLd: JsonLd[] = isHome
    ? [organizationLd(origin, company), websiteLd(origin, company)]
    : [
        breadcrumbLd(origin, [
          { name: HOME_NAME, path: paths.home },
          ...(input.parents ?? []),
          { name: input.title, path: input.path },
        ]),
      ];
  if (article) {
    jsonLd.push(
      blogPostingLd(origin, company, {
        headline: input.title,
        description,
        url: canonical,
        image: input.image ? imageUrl : undefined,
        datePublished: article.publishedTime,
        dateModified: article.modifiedTime,
        author: article.author,
      }),
    );
  }
  return { title, description, canonical, meta, jsonLd };
}
