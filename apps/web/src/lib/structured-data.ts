import type { CompanyIdentity } from '@site/shared/company';
import { paths } from '@site/shared/site-routes';
import type {
  BlogPosting,
  BreadcrumbList,
  Distance,
  ListItem,
  Organization,
  WebSite,
  WithContext,
} from 'schema-dts';
import { absoluteUrl } from './absolute-url.ts';
import { logoImage } from './page-images.ts';

/** One schema.org JSON-LD object as the head writes it. Each builder checks its object against the
 * schema-dts type with `satisfies`, so a misspelt or misplaced property is a type error. */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** One step of a breadcrumb trail: its name and its path twin. */
export type Crumb = { name: string; path: string };

type BlogPostingInput = {
  headline: string;
  description: string;
  /** The post's path twin as an absolute URL. */
  url: string;
  /** Absolute URL of the post's picture. */
  image?: string;
  datePublished: string;
  dateModified?: string;
  author: string | null;
};

const organizationId = (origin: string) => `${origin}/#organization`;

/** The company as a schema.org Organization: name, address, logo and how to reach it. */
export function organizationLd(origin: string, company: CompanyIdentity): JsonLd {
  const [locality = company.location, country] = company.location
    .split(',')
    .map((part) => part.trim());
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: company.name,
    alternateName: company.shortName,
    slogan: company.tagline,
    url: absoluteUrl(origin, paths.home),
    logo: absoluteUrl(origin, logoImage.src),
    foundingDate: String(company.founded),
    email: company.email,
    telephone: company.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      postOfficeBoxNumber: company.postalBox,
      addressLocality: locality,
      ...(country ? { addressCountry: country } : {}),
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: company.email,
        telephone: company.phone,
      },
      { '@type': 'ContactPoint', contactType: 'human resources', email: company.hrEmail },
    ],
  } satisfies WithContext<Organization>;
}

/** The site itself, published by the Organization. */
export function websiteLd(origin: string, company: CompanyIdentity): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: company.shortName,
    url: absoluteUrl(origin, paths.home),
    inLanguage: 'en',
    publisher: { '@id': organizationId(origin) },
  } satisfies WithContext<WebSite>;
}

/** Home › … › the page, each step with its absolute path-twin URL. */
export function breadcrumbLd(origin: string, trail: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  } satisfies WithContext<BreadcrumbList>;
}

/** A blog post: the author when the post names one, otherwise the company. */
export function blogPostingLd(
  origin: string,
  company: CompanyIdentity,
  post: BlogPostingInput,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    ...(post.image ? { image: [post.image] } : {}),
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@type': 'Organization', name: company.name, url: absoluteUrl(origin, paths.home) },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: company.name,
      logo: {
        '@type': 'ImageObject',
        url: absoluteUrl(origin, logoImage.src),
        // schema-dts types these as text (Distance); the logo's pixels go out as numbers, as in
        // Google's examples.
        width: logoImage.width as unknown as Distance,
        height: logoImage.height as unknown as Distance,
      },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    url: post.url,
  } satisfies WithContext<BlogPosting>;
}

/** JSON for an inline data `<script>` (JSON-LD, a prerendered page's data): every `<` escaped, so no
 * text in the data (a post title, say) can close the script element or open a comment. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
