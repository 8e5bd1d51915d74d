import { Link } from 'wouter';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { CtaBand, PdfLink } from '../../components/ui/cta-band.tsx';
import { productsPage } from '../../content/products.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function ProductsCta() {
  const { tx } = useT();
  const { cta } = productsPage;
  return (
    <CtaBand id="products-cta" heading={tx(cta.heading)} text={cta.text}>
      <PdfLink download={cta.catalog} tone="accent" />
      <Link to={cta.sales.to} className={actionStyles.outlineLight}>
        {tx(cta.sales.label)}
      </Link>
    </CtaBand>
  );
}
