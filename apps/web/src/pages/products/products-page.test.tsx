import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { productCategories } from '../../content/products.ts';
import { loadLanguage } from '../../lib/i18n/dictionaries.ts';
import { I18nContext, makeI18nValue } from '../../lib/i18n/i18n-context.ts';
import { ProductsPage } from './products-page.tsx';

function renderAt(entry: string) {
  renderWithRouter(<Route path="/products" component={ProductsPage} />, { path: entry });
}

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('ProductsPage', () => {
  const scrollIntoView = vi.fn();
  const scrollTo = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    scrollTo.mockReset();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('selects traffic-controllers by default and shows its products in the panel', () => {
    renderAt('/products');
    expect(screen.getAllByRole('tab')).toHaveLength(productCategories.length);
    expect(selectedTab()).toHaveTextContent('Traffic Controllers');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Traffic Controllers');
    expect(
      screen.getByRole('heading', { name: 'ITC-2 Mini Junction Controller' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'FUTURA' })).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('switches category on a tab click, and Explore Products brings back traffic-controllers and scrolls to the tabs', async () => {
    const user = userEvent.setup();
    renderAt('/products');
    await user.click(screen.getByRole('tab', { name: 'Glass Beads' }));
    expect(selectedTab()).toHaveTextContent('Glass Beads');
    expect(screen.getByRole('heading', { name: 'Megalux Beads' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Explore Products' }));
    expect(selectedTab()).toHaveTextContent('Traffic Controllers');
    expect(selectedTab()).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('selects the category named by the route hash and scrolls to it', () => {
    renderAt('/products#cctv');
    expect(selectedTab()).toHaveTextContent('CCTV Systems');
    // A first load (POP) with no anchor would not scroll at all.
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('ignores a hash that names no category', () => {
    renderAt('/products#nothing');
    expect(selectedTab()).toHaveTextContent('Traffic Controllers');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves selection and focus with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderAt('/products');
    await user.click(screen.getByRole('tab', { name: 'Traffic Controllers' }));
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Signal Heads');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Solar Products');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Traffic Controllers');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Solar Products');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('sends Learn More to the contact form with the product as subject, and offers the catalogue as a download', () => {
    renderAt('/products');
    expect(
      screen.getByRole('link', { name: /^Learn More about ITC-2 Mini Junction Controller/ }),
    ).toHaveAttribute('href', '/contact?subject=Product+enquiry%3A+ITC-2+Mini+Junction+Controller');
    const catalog = screen.getByRole('link', { name: /Get Product Catalog/ });
    expect(catalog).toHaveAttribute('href', '/files/product-catalog.pdf');
    expect(catalog).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Contact Sales Team' })).toHaveAttribute(
      'href',
      '/contact?subject=Sales+enquiry#contact',
    );
  });

  it('labels Learn More from the dictionary of the chosen language', async () => {
    const { t } = await loadLanguage('fr');
    renderWithRouter(
      <I18nContext.Provider value={makeI18nValue(t)}>
        <Route path="/products" component={ProductsPage} />
      </I18nContext.Provider>,
      { path: '/products' },
    );
    expect(
      screen.getByRole('link', { name: /^En savoir plus about ITC-2 Mini Junction Controller/ }),
    ).toBeInTheDocument();
    await loadLanguage('en');
  });
});
