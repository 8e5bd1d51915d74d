import { useId } from 'react';
import { FeaturedImageField } from './featured-image-field.tsx';
import {
  SHOWN_IN_RESULTS,
  searchPreview,
  type SearchFallback,
  type SearchFieldValues,
} from './search-preview.ts';
import { errorClass, hintClass, labelClass, TextField } from './text-field.tsx';

type SearchSocialPanelProps = {
  values: SearchFieldValues;
  onChange: (field: keyof SearchFieldValues, value: string) => void;
  /** What the page says while a field is empty. */
  fallback: SearchFallback;
  /** What the server (or the form's check) refused, by field. */
  errors?: Partial<Record<keyof SearchFieldValues, string>>;
};

const characters = (text: string, shown: number) =>
  `${text.trim().length} characters; search engines show about ${shown}.`;

/** "Search and social" (issue 48): the title, description and picture a post or an item gives
 * search results and link cards, each shown as it will look while it is typed, with the page's own
 * title, summary and picture where a field is left empty. */
export function SearchSocialPanel({
  values,
  onChange,
  fallback,
  errors = {},
}: SearchSocialPanelProps) {
  const { result, card } = searchPreview(values, fallback, window.location.origin);
  const previewsId = useId();
  return (
    <fieldset className="rounded-xl border border-slate-300 p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold text-brand-900">Search and social</legend>
      <p className="text-sm text-slate-600">
        What search engines and shared links show of this page. Leave a field empty to use the
        page&apos;s own title, summary and picture.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-5">
          <TextField
            label="Search title"
            value={values.seo_title}
            onChange={(value) => onChange('seo_title', value)}
            placeholder={fallback.title}
            hint={characters(values.seo_title, SHOWN_IN_RESULTS.title)}
            error={errors.seo_title}
          />
          <TextField
            label="Search description"
            value={values.seo_description}
            onChange={(value) => onChange('seo_description', value)}
            multiline={4}
            hint={characters(values.seo_description, SHOWN_IN_RESULTS.description)}
            error={errors.seo_description}
          />
          <div>
            <FeaturedImageField
              label="Link card image"
              imageUrl={values.og_image}
              onImageUrlChange={(url) => onChange('og_image', url)}
            />
            <p className={hintClass}>
              Shown when the page is shared; 1200 × 630 pixels suit every network. Without one, the
              page&apos;s own picture.
            </p>
            {errors.og_image && <p className={errorClass}>{errors.og_image}</p>}
          </div>
        </div>
        <div className="min-w-0 space-y-5" aria-labelledby={previewsId} role="group">
          <p id={previewsId} className={labelClass}>
            Previews
          </p>
          <figure className="rounded-lg border border-slate-200 bg-white p-4">
            <figcaption className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
              Search result
            </figcaption>
            <p className="break-all text-sm text-slate-700">{result.address}</p>
            <p className="mt-1 text-lg leading-snug text-[#1a0dab]">{result.title}</p>
            <p className="mt-1 text-sm text-slate-700">{result.description}</p>
          </figure>
          <figure className="overflow-hidden rounded-lg border border-slate-300 bg-slate-50">
            <figcaption className="px-4 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
              Link card
            </figcaption>
            <img
              src={card.image}
              alt="The link card's picture"
              className="mt-2 aspect-[1200/630] w-full bg-slate-200 object-cover"
            />
            <div className="border-t border-slate-300 px-4 py-3">
              <p className="text-xs text-slate-600">{card.site}</p>
              <p className="mt-0.5 line-clamp-2 font-semibold text-slate-900">{card.title}</p>
              <p className="mt-0.5 line-clamp-2 text-sm text-slate-700">{card.description}</p>
            </div>
          </figure>
        </div>
      </div>
    </fieldset>
  );
}
