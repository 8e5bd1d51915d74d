import { company } from '@site/shared/company';
import type { PageHeadInput } from '../../lib/page-metadata.ts';
import { pageMetadata } from '../../lib/page-metadata.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';
import { scriptJson } from '../../lib/structured-data.ts';

/** The head of a page, one way for every page: title, description, canonical URL, Open Graph and
 * Twitter card tags, and JSON-LD. React hoists the title, meta and link elements into
 * document.head (react-dom/server emits them first, so the prerender puts them in the HTML head)
 * and takes them out again when the page unmounts; the JSON-LD scripts stay in place, where
 * crawlers read them too. Renders the same on the server as in the browser. */
export function PageHead(props: PageHeadInput) {
  const { title, description, canonical, meta, jsonLd } = pageMetadata(
    props,
    useSiteOrigin(),
    company,
  );
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {meta.map((tag, index) =>
        'name' in tag ? (
          <meta key={`${index}:${tag.name}`} name={tag.name} content={tag.content} />
        ) : (
          <meta key={`${index}:${tag.property}`} property={tag.property} content={tag.content} />
        ),
      )}
      {jsonLd.map((data, index) => (
        <script
          key={`${index}:${data['@type']}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
        />
      ))}
    </>
  );
}
