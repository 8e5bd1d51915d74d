import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { company } from '../../content/company.ts';

type SiteLogoProps = {
  /** 'light' on white backgrounds (header), 'dark' on the footer's dark background. */
  tone?: 'light' | 'dark';
  onClick?: () => void;
};

/** The company mark (a hill, "kilima", under the sun, above a road) and short name, linking home. */
export function SiteLogo({ tone = 'light', onClick }: SiteLogoProps) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={`flex shrink-0 items-center gap-2.5 rounded-md font-bold tracking-tight ${tone === 'light' ? 'text-brand-900' : 'text-white'}`}
    >
      <LogoMark />
      <span
        translate="no"
        className="whitespace-nowrap text-lg leading-tight lg:text-base xl:text-lg"
      >
        {company.shortName}
      </span>
    </Link>
  );
}

function LogoMark() {
  return (
    <svg
      viewBox="0 0 40 40"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <rect width="40" height="40" rx="9" className="fill-brand-700" />
      <circle cx="28.5" cy="11.5" r="4" className="fill-accent-400" />
      <path d="M5 29 15.5 14.5l5.5 7.5 4-5L35 29z" fill="#fff" />
      <path d="M7 33.5h26" className="stroke-accent-400" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
