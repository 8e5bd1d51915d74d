import { Link } from 'react-router';
import { productsPage } from '../../content/products.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function ProductsCta() {
  const { tx } = useT();
  const { cta } = productsPage;
  return (
    <section aria-labelledby="products-cta" className="bg-gradient-to-br from-brand-900 to-brand-700 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="products-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {tx(cta.heading)}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <a href={cta.catalog.href} download className={actionStyles.accent}>
            {tx(cta.catalog.label)}
            {' '}<span className="sr-only">(PDF)</span>
          </a>
          <Link to={cta.sales.to} className={actionStyles.outlineLight}>
            {tx(cta.sales.label)}
          </Link>
        </div>
      </div>
    </section>
  );
}
