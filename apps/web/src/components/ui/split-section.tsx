import type { ReactNode } from 'react';
import type { ImageAsset } from '../../content/image-asset.ts';
import { Picture } from './picture.tsx';

const tones = { plain: '', muted: 'bg-slate-50 ' } as const;

type SplitSectionProps = {
  /** Id of the h2, which names the section. */
  id: string;
  heading: ReactNode;
  image: ImageAsset;
  tone?: keyof typeof tones;
  /** The text under the heading, beside the picture. */
  children: ReactNode;
  /** What follows under both (figures, features), placed by itself in the page's width. */
  after?: ReactNode;
};

/** A section that tells who the company is: its h2 and text beside a picture, side by side on a
 * wide screen (the home page's and /about's introductions). */
export function SplitSection({
  id,
  heading,
  image,
  tone = 'plain',
  children,
  after,
}: SplitSectionProps) {
  return (
    <section aria-labelledby={id} className={`${tones[tone]}py-16 sm:py-24`}>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id={id} className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {heading}
          </h2>
          {children}
        </div>
        <Picture
          image={image}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="w-full rounded-xl object-cover shadow-lg"
        />
      </div>
      {after}
    </section>
  );
}
