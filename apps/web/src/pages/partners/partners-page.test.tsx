import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partners, partnersPage } from '../../content/partners.ts';
import { expectPageOpening } from '../../test/page-opening.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { PartnersPage } from './partners-page.tsx';

const partnerItems = () => within(screen.getByTestId('partners')).getAllByRole('listitem');

describe('PartnersPage', () => {
  it('shows the four partners, each with its logo and a Learn More link that opens its site in a new tab', () => {
    renderWithRouter(<PartnersPage />);
    expectPageOpening(partnersPage.hero.title, 'Partners');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Trusted by Industry Leaders' }),
    ).toBeInTheDocument();
    const items = partnerItems();
    expect(items).toHaveLength(4);
    partners.forEach((partner, index) => {
      const item = within(items[index]!);
      expect(item.getByRole('heading', { level: 3 })).toHaveTextContent(partner.name);
      expect(item.getByText(partner.description)).toBeInTheDocument();
      expect(item.getByRole('img')).toHaveAccessibleName(`${partner.name} logo`);
      const learnMore = item.getByRole('link', { name: /^Learn More/ });
      expect(learnMore).toHaveAccessibleName(
        `Learn More about ${partner.name} (opens in a new tab)`,
      );
      expect(learnMore).toHaveAttribute('href', partner.link);
      expect(learnMore.getAttribute('href')).toMatch(/^https:\/\//);
      expect(learnMore).toHaveAttribute('target', '_blank');
      expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('alternates the layout from the tablet width up: the logo left, then right', () => {
    renderWithRouter(<PartnersPage />);
    // md:flex-row puts the logo (first) on the left; md:flex-row-reverse puts it on the right.
    expect(
      partnerItems().map((item) =>
        item.classList.contains('md:flex-row-reverse') ? 'right' : 'left',
      ),
    ).toEqual(['left', 'right', 'left', 'right']);
    for (const item of partnerItems()) {
      expect(item).toHaveClass('flex-col', 'md:flex-row');
      expect(item.firstElementChild).toContainElement(within(item).getByRole('img'));
    }
  });

  it('closes with Partner With Us and a link to the contact page', () => {
    renderWithRouter(<PartnersPage />);
    const cta = screen.getByRole('region', { name: partnersPage.cta.heading });
    expect(within(cta).getByRole('heading', { name: 'Partner With Us' })).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
