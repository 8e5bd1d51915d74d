import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { company } from '../../content/company.ts';
import { footerBlurb, footerColumns, trustStrip } from '../../content/footer.ts';
import { SCROLL_TO_TOP_THRESHOLD_PX, ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

afterEach(() => {
  window.scrollY = 0;
});

describe('the footer', () => {
  it('has the brand blurb and the contact lines', () => {
    renderWithRouter(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(footerBlurb)).toBeInTheDocument();
    expect(within(footer).getByText(company.location)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(within(footer).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(within(footer).getByRole('link', { name: company.website })).toHaveAttribute(
      'href',
      company.websiteHref,
    );
    expect(within(footer).getByRole('link', { name: company.shortName })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('has the four social icons with accessible names', () => {
    renderWithRouter(<SiteFooter />);
    const social = screen.getByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['LinkedIn', 'Twitter', 'Facebook', 'Instagram']);
  });

  it('has the company, services, projects and support columns', () => {
    renderWithRouter(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Company', 'Services', 'Projects', 'Support']);
    for (const column of footerColumns) {
      for (const link of column.links)
        expect(within(nav).getAllByRole('link', { name: link.label }).length).toBeGreaterThan(0);
    }
    expect(within(nav).getByRole('link', { name: 'Smart Street Lighting' })).toHaveAttribute(
      'href',
      '/services/street-lighting',
    );
  });

  it('has the trust strip and the copyright line with the legal links', () => {
    renderWithRouter(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const strip = within(footer).getByRole('heading', { name: 'Why clients trust us' })
      .nextElementSibling as HTMLElement;
    for (const item of trustStrip) {
      const label = within(strip).getByText(item.label);
      expect(label.parentElement).toHaveTextContent(item.value);
    }
    expect(
      within(footer).getByText(
        `© ${new Date().getFullYear()} ${company.name}. All rights reserved.`,
      ),
    ).toBeInTheDocument();
    const legal = within(footer).getAllByRole('link', { name: 'Privacy Policy' });
    expect(legal.at(-1)).toHaveAttribute('href', '/privacy');
    expect(
      within(footer).getAllByRole('link', { name: 'Terms of Service' }).at(-1),
    ).toHaveAttribute('href', '/terms');
  });
});

describe('the scroll-to-top button', () => {
  it('appears after scrolling down and scrolls back to the top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(
      <>
        <main id="main" tabIndex={-1}>
          content
        </main>
        <ScrollToTopButton />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    window.scrollY = SCROLL_TO_TOP_THRESHOLD_PX + 100;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const button = screen.getByRole('button', { name: 'Scroll to top' });
    await userEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('main')).toHaveFocus();

    window.scrollY = 0;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});

describe('the skip link', () => {
  it('moves focus to the main content without touching the URL', async () => {
    const user = userEvent.setup();
    const before = window.location.href;
    render(
      <>
        <SkipLink />
        <main id="main" tabIndex={-1}>
          content
        </main>
      </>,
    );
    await user.tab();
    const skip = screen.getByRole('button', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
  });

  it('makes a main without tabindex focusable', async () => {
    render(
      <>
        <SkipLink />
        <main id="main">content</main>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});
