import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '../../content/company.ts';
import { businessServices, homeAbout, homeStats, latestNews } from '../../content/home-sections.ts';
import { expectPageOpening } from '../../test/page-opening.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { readStats } from '../../test/stat-list.ts';
import { heroFallbackText } from './home-hero.tsx';
import { HomePage } from './home-page.tsx';

describe('HomePage', () => {
  it('opens with the hero: the company name, its subtitle and the clip', () => {
    renderWithRouter(<HomePage />);
    expectPageOpening(heroFallbackText.title, 'Home');
    expect(screen.getByText(heroFallbackText.subtitle)).toBeInTheDocument();
    expect(screen.getByTestId('hero-video')).toContainElement(document.querySelector('video'));
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  });

  it('has the three Business & Services cards, each a link to its service page with a lazy, sized picture', async () => {
    renderWithRouter(<HomePage />);
    // The sections below the hero are a part of their own (a lazy chunk): they arrive a moment later.
    const services = await screen.findByRole('region', { name: businessServices.heading });
    const cards = within(services).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/services/its',
      '/services/security',
      '/services/solar',
    ]);
    businessServices.cards.forEach((card, index) => {
      expect(cards[index]).toHaveTextContent(card.title);
      expect(cards[index]).toHaveTextContent(card.description);
    });
    const images = within(services).getAllByRole('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image.getAttribute('height')).toMatch(/^\d+$/);
    }
  });

  it('has the about block with Read More to /about and the five headline figures', async () => {
    renderWithRouter(<HomePage />);
    const about = await screen.findByRole('region', { name: `About ${company.shortName}` });
    for (const paragraph of homeAbout.paragraphs)
      expect(within(about).getByText(paragraph)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(readStats(about)).toEqual(homeStats);
    expect(homeStats.map((stat) => stat.value)).toEqual(['4.9/5', '12+', '50+', '15+', '2012']);
  });

  it('has the two Latest News articles, newest first, and the links to all news and the blog', async () => {
    renderWithRouter(<HomePage />);
    const news = await screen.findByRole('region', { name: latestNews.heading });
    const articles = within(news).getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(articles[0]).toHaveTextContent('15 Jan 2025');
    expect(articles[1]).toHaveTextContent('10 Jan 2025');
    latestNews.items.forEach((item, index) => {
      const link = within(articles[index]!).getByRole('link');
      expect(link).toHaveTextContent(item.title);
      expect(link).toHaveAttribute('href', '/media');
    });
    expect(
      ['View All News', 'Visit Our Blog'].map((name) =>
        within(news).getByRole('link', { name }).getAttribute('href'),
      ),
    ).toEqual(['/media', '/blog']);
  });
});
