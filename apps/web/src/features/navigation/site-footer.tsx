import { Link } from 'wouter';
import { Globe, Mail, MapPin, Phone } from 'lucide';
import { type IconComponent, Icon } from '../../components/ui/icons.tsx';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TwitterIcon,
} from '../../components/ui/icons.tsx';
import { paths } from '@site/shared/site-routes';
import { company } from '../../content/company.ts';
import {
  footerColumns,
  socialLinks,
  trustStrip,
  type SocialNetwork,
} from '../../content/footer.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';
import { SiteLogo } from './site-logo.tsx';

const socialIcons: Record<SocialNetwork, IconComponent> = {
  linkedin: LinkedInIcon,
  twitter: TwitterIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
};

const footerLink = 'rounded-sm text-slate-300 hover:text-white hover:underline';

/** The site footer (docs/product.md §2 Footer): brand blurb, contact lines, social icons, four link columns,
 * the trust strip and the copyright line with the legal links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { t, tx } = useT();
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-14 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <SiteLogo tone="dark" />
            <p className="mt-4 max-w-md text-sm leading-relaxed">
              {t('footer.blurb', { year: company.founded })}
            </p>
            <address className="mt-6 space-y-3 text-sm not-italic">
              <p className="flex items-start gap-3">
                <Icon node={MapPin} className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
                <span>{company.location}</span>
              </p>
              <p className="flex items-start gap-3">
                <Icon node={Phone} className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
                <a href={company.phoneHref} className={footerLink}>
                  {company.phone}
                </a>
              </p>
              <p className="flex items-start gap-3">
                <Icon node={Mail} className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
                <a href={`mailto:${company.email}`} className={`${footerLink} break-all`}>
                  {company.email}
                </a>
              </p>
              <p className="flex items-start gap-3">
                <Icon node={Globe} className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
                <a href={company.websiteHref} className={`${footerLink} break-all`}>
                  {company.website}
                </a>
              </p>
            </address>
            <ul className="mt-6 flex gap-3" aria-label={t('footer.socialMedia')}>
              {socialLinks.map((link) => {
                const Icon = socialIcons[link.network];
                return (
                  <li key={link.network}>
                    <a
                      href={link.href}
                      aria-label={link.label}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-400 hover:text-brand-900"
                    >
                      <Icon className="h-5 w-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
            {footerColumns.map((column) => (
              <div key={column.id}>
                <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
                  {tx(column.heading)}
                </h2>
                <ul className="mt-4 space-y-2.5 text-sm">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={footerLink}>
                        {tx(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 border-y border-white/15 py-6">
          <h2 className="sr-only">{t('footer.whyClientsTrustUs')}</h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {trustStrip.map((item) => (
              <div key={item.label} className="flex flex-col-reverse items-center text-center">
                <dt className="text-xs uppercase tracking-wider text-slate-300">
                  {tx(item.label)}
                </dt>
                <dd className="text-xl font-bold text-accent-400">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-6 flex flex-col items-center justify-between gap-3 text-sm sm:flex-row">
          <p>
            © {year} {company.name}. {t('footer.allRightsReserved')}
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to={paths.privacy} className={footerLink}>
                {t('footer.privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={footerLink}>
                {t('footer.termsOfService')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
