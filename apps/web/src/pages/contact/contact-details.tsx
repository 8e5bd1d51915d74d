import type { ReactNode } from 'react';
import { ExternalLink, Inbox, Mail, MapPin, Phone } from 'lucide';
import { type IconNode, Icon } from '../../components/ui/icons.tsx';
import { CardSection } from '../../components/ui/card-section.tsx';
import { company } from '../../content/company.ts';
import { contactSocialLinks } from '../../content/footer.ts';
import { OfficeMap } from './office-map.tsx';

function DetailRow({
  icon,
  label,
  children,
}: {
  icon: IconNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon node={icon} className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">{label}</p>
        <div className="break-words text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'text-brand-700 underline-offset-2 hover:underline';

/** The side column: how to reach the office, social profiles and the map. */
export function ContactDetails() {
  return (
    <aside aria-label="Contact information" className="space-y-6">
      <CardSection id="contact-info-heading" heading="Get in Touch" size="md-round" shadow="lg">
        <ul className="mt-5 space-y-4">
          <DetailRow icon={Mail} label="Email">
            <a href={`mailto:${company.email}`} className={linkClass}>
              {company.email}
            </a>
          </DetailRow>
          <DetailRow icon={Phone} label="Phone">
            <a href={company.phoneHref} className={linkClass}>
              {company.phone}
            </a>
          </DetailRow>
          <DetailRow icon={Inbox} label="Postal Address">
            {company.postalBox}
          </DetailRow>
          <DetailRow icon={MapPin} label="Nairobi Office">
            <address className="not-italic">{company.address}</address>
          </DetailRow>
        </ul>
      </CardSection>

      <CardSection id="contact-social-heading" heading="Follow Us" size="md-round" shadow="lg">
        <ul className="mt-4 flex flex-wrap gap-3">
          {contactSocialLinks.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
              >
                {link.label}
                <Icon node={ExternalLink} className="h-4 w-4 shrink-0" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </CardSection>

      <CardSection id="contact-map-heading" heading="Find Us" size="md-round" shadow="lg">
        <OfficeMap />
      </CardSection>
    </aside>
  );
}
