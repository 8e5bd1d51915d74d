import { contactWithSubject } from '@site/shared/site-routes';
import { Link } from 'wouter';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { CtaBand, PdfLink } from '../../components/ui/cta-band.tsx';
import { aboutCta } from '../../content/about.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function AboutCta() {
  const { tx } = useT();
  return (
    <CtaBand id="about-cta" heading={tx(aboutCta.heading)} text={aboutCta.text}>
      <Link to={contactWithSubject(aboutCta.primary.label)} className={actionStyles.accent}>
        {tx(aboutCta.primary.label)}
      </Link>
      <PdfLink download={aboutCta.secondary} tone="outlineLight" />
    </CtaBand>
  );
}
