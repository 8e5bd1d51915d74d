import { Link } from 'wouter';
import type { Product } from '../../content/products.ts';
import { contactWithSubject } from '@site/shared/site-routes';
import { Picture } from '../../components/ui/picture.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

/** The subject the contact form is prefilled with when a visitor asks about a product. */
export function productEnquirySubject(product: Product): string {
  return `Product enquiry: ${product.name}`;
}

export function ProductCard({ product }: { product: Product }) {
  const { t } = useT();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <Picture
        image={product.image}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-brand-900">{product.name}</h3>
        <p className="mt-3 flex-1 text-slate-600">{product.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${product.name} features`}>
          {product.features.map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
            >
              {feature}
            </li>
          ))}
        </ul>
        <Link
          to={contactWithSubject(productEnquirySubject(product))}
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t('common.learnMore')} <span className="sr-only">about {product.name}</span>
          <span aria-hidden="true" className="ml-1">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
