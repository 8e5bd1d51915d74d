import type { SVGProps } from 'react';

/** Small stroke icons drawn inline (no icon library in the first-load bundle). Decorative:
 * the control that holds one carries the accessible name. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function IconFrame({
  children,
  className = 'h-5 w-5',
  ...props
}: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.6-3.6" />
  </IconFrame>
);

export const CloseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </IconFrame>
);

export const MenuIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </IconFrame>
);

export const ChevronDownIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="m6 9 6 6 6-6" />
  </IconFrame>
);

export const ArrowUpIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </IconFrame>
);

export const ChatIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8z" />
  </IconFrame>
);

export const MailIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </IconFrame>
);

export const PhoneIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.4 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </IconFrame>
);

export const MapPinIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </IconFrame>
);

export const GlobeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </IconFrame>
);

export const CheckIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M20 6 9 17l-5-5" />
  </IconFrame>
);

export const LinkedInIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
    <rect x="2" y="9" width="4" height="12" />
    <circle cx="4" cy="4" r="2" />
  </IconFrame>
);

export const TwitterIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M23 3a10.9 10.9 0 0 1-3.1 1.5 4.5 4.5 0 0 0-7.9 3v1A10.7 10.7 0 0 1 3 4s-4 9 5 13a11.6 11.6 0 0 1-7 2c9 5 20 0 20-11.5a4.5 4.5 0 0 0-.1-.8A7.7 7.7 0 0 0 23 3z" />
  </IconFrame>
);

export const FacebookIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </IconFrame>
);

export const InstagramIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <path d="M16 11.4A4 4 0 1 1 12.6 8a4 4 0 0 1 3.4 3.4zM17.5 6.5h0" />
  </IconFrame>
);

export const SpinnerIcon = ({ className = 'h-4 w-4 animate-spin', ...props }: IconProps) => (
  <IconFrame className={className} {...props}>
    <path d="M21 12a9 9 0 1 1-6.2-8.6" />
  </IconFrame>
);
