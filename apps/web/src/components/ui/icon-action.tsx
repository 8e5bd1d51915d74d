import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, type IconNode } from './icons.tsx';

const tones = {
  /** Yellow on any background. */
  accent: 'bg-accent-400 text-brand-900 hover:bg-accent-500',
  /** Thin outline on a dark background. */
  outlineLight: 'border border-white/70 text-white hover:bg-white/10',
  /** Dark blue on a light background. */
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  /** Thin outline on a light background. */
  outline: 'border border-slate-300 text-slate-800 hover:bg-slate-50',
} as const;

const sizes = {
  /** In a panel or beside a page's text. */
  sm: { box: 'px-5 py-2.5', icon: 'h-4 w-4' },
  /** In a contact band, beside other contact details. */
  md: { box: 'px-5 py-3', icon: 'h-5 w-5' },
  /** Under a hero or a page's closing band. */
  lg: { box: 'px-6 py-3', icon: 'h-5 w-5' },
} as const;

/** A page's own address (a router link) or any other (mailto:, tel:), which the router must not handle. */
type Target = { to: string; href?: never } | { href: string; to?: never };

type IconActionProps = Target & {
  icon: IconNode;
  tone: keyof typeof tones;
  size?: keyof typeof sizes;
  /** Placement and text handling (margins, wrapping), added to the action's own classes. */
  className?: string;
  children: ReactNode;
};

/** A call-to-action link that leads with an icon (the career, documentation and job pages). */
export function IconAction({
  icon,
  tone,
  size = 'lg',
  className,
  children,
  ...target
}: IconActionProps) {
  const classes = [
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold',
    sizes[size].box,
    tones[tone],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <Icon node={icon} className={`${sizes[size].icon} shrink-0`} />
      {children}
    </>
  );
  return target.to === undefined ? (
    <a href={target.href} className={classes}>
      {content}
    </a>
  ) : (
    <Link to={target.to} className={classes}>
      {content}
    </Link>
  );
}
