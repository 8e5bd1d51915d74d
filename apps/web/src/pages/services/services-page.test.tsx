import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceSummaries, servicesHero } from '../../content/services.ts';
import { expectPageOpening } from '../../test/page-opening.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { ServicesPage } from './services-page.tsx';

describe('ServicesPage', () => {
  it('links to the four service category pages, one card each', () => {
    renderWithRouter(<ServicesPage />);
    expectPageOpening(servicesHero.title, 'Services');
    const cards = within(screen.getByTestId('service-summaries')).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/services/its',
      '/services/security',
      '/services/streetlighting',
      '/services/solar',
    ]);
    serviceSummaries.forEach((service, index) => {
      expect(cards[index]).toHaveTextContent(service.title);
      expect(cards[index]).toHaveTextContent(service.description);
    });
  });
});
