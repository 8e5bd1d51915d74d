import { useId, type ReactNode } from 'react';

// Each tone is a panel colour and the heading style that goes with it: the project panels (muted,
// brand) keep their semibold headings.
const tones = {
  white: { panel: 'bg-white ring-1 ring-slate-200', heading: 'font-bold text-slate-900' },
  muted: { panel: 'bg-slate-50 ring-1 ring-slate-200', heading: 'font-semibold text-brand-900' },
  brand: { panel: 'bg-brand-800 text-white', heading: 'font-semibold' },
  deep: { panel: 'bg-brand-900 text-white', heading: 'font-bold' },
} as const;

const shadows = { none: '', sm: 'shadow-sm', md: 'shadow-md', lg: 'shadow-lg' } as const;

const sizes = {
  /** Side panels and asides. */
  md: { panel: 'rounded-xl p-6', heading: 'text-xl' },
  /** The same, with the larger rounding of the contact and job pages. */
  'md-round': { panel: 'rounded-2xl p-6', heading: 'text-xl' },
  /** The main column's panels (a job's description, the contact form). */
  lg: { panel: 'rounded-2xl p-6 sm:p-8', heading: 'text-2xl' },
} as const;

type CardSectionProps = {
  heading: ReactNode;
  headingLevel?: 2 | 3;
  /** Id of the heading, which names the section; a generated one when not given. */
  id?: string;
  /** Id of the panel itself, when the page links to it. */
  sectionId?: string;
  tone?: keyof typeof tones;
  shadow?: keyof typeof shadows;
  size?: keyof typeof sizes;
  /** An aside is a complementary part of the page (a job's apply panel). */
  as?: 'section' | 'aside';
  /** Placement on the page (margins, stickiness), added to the panel's own classes. */
  className?: string;
  children: ReactNode;
};

/** A section in a rounded panel, named by the heading it opens with. */
export function CardSection({
  heading,
  headingLevel = 2,
  id,
  sectionId,
  tone = 'white',
  shadow = 'sm',
  size = 'md',
  as: Tag = 'section',
  className,
  children,
}: CardSectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const panel = [className, sizes[size].panel, tones[tone].panel, shadows[shadow]];
  return (
    <Tag id={sectionId} aria-labelledby={headingId} className={panel.filter(Boolean).join(' ')}>
      <Heading id={headingId} className={`${sizes[size].heading} ${tones[tone].heading}`}>
        {heading}
      </Heading>
      {children}
    </Tag>
  );
}
