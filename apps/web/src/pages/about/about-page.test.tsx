import { act, screen, within } from '@testing-library/react';
import { contactWithSubject } from '@site/shared/site-routes';
import { describe, expect, it, vi } from 'vitest';
import {
  aboutCta,
  aboutHero,
  aboutStats,
  dedication,
  leadershipTeam,
  providerSections,
} from '../../content/about.ts';
import { stubReducedMotion } from '../../test/browser-stubs.ts';
import { expectPageOpening } from '../../test/page-opening.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { readStats } from '../../test/stat-list.ts';
import { AboutPage } from './about-page.tsx';
import { RIPPLE_MAX_INTERVAL_MS, RIPPLE_ON_MS, nextRippleDelay } from './ripple.ts';

const providerList = (heading: string) => screen.getByRole('list', { name: heading });
const [technology] = providerSections;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AboutPage', () => {
  it('opens with Dedication, its text and the company in numbers', () => {
    renderWithRouter(<AboutPage />);
    expectPageOpening(aboutHero.title, 'About Us');
    expect(screen.getByRole('heading', { level: 2, name: dedication.heading })).toBeInTheDocument();
    for (const paragraph of dedication.paragraphs)
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(readStats(screen.getByRole('region', { name: 'Company in numbers' }))).toEqual([
      { value: '125', label: 'Professionals' },
      { value: '12', label: 'Years of Experience' },
      { value: '162', label: 'Partners' },
      { value: '37', label: 'Awards' },
    ]);
    expect(aboutStats).toHaveLength(4);
  });

  it('has the leadership team at #team and the two lists of provider logos', () => {
    const { container } = renderWithRouter(<AboutPage />);
    const team = container.querySelector<HTMLElement>('#team')!;
    expect(within(team).getByRole('heading', { name: 'Leadership Team' })).toBeInTheDocument();
    const members = within(team).getAllByRole('listitem');
    expect(members).toHaveLength(4);
    leadershipTeam.forEach((member, index) => {
      expect(members[index]).toHaveTextContent(member.name);
      expect(members[index]).toHaveTextContent(member.role);
    });
    for (const section of providerSections) {
      const logos = within(providerList(section.heading)).getAllByRole('listitem');
      expect(logos.map((logo) => logo.textContent)).toEqual(
        section.providers.map((provider) => provider.name),
      );
      expect(within(providerList(section.heading)).getAllByRole('img')).toHaveLength(
        section.providers.length,
      );
    }
    expect(providerSections.map((section) => section.providers.length)).toEqual([5, 7]);
  });

  it('ripples the provider logos once 3 to 5 s have passed, then settles them again', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderWithRouter(<AboutPage />);
    const logos = providerList(technology!.heading);
    const wave = nextRippleDelay(() => 0.5);
    expect(wave).toBeLessThan(RIPPLE_MAX_INTERVAL_MS);
    advance(wave - 1);
    expect(logos).toHaveAttribute('data-ripple', 'off');
    advance(1);
    expect(logos).toHaveAttribute('data-ripple', 'on');
    advance(RIPPLE_ON_MS);
    expect(logos).toHaveAttribute('data-ripple', 'off');
  });

  it('with reduced motion never ripples the logos', () => {
    vi.useFakeTimers();
    stubReducedMotion();
    renderWithRouter(<AboutPage />);
    const states = new Set<string | null>();
    const lists = providerSections.map((section) => providerList(section.heading));
    for (let elapsed = 0; elapsed <= RIPPLE_MAX_INTERVAL_MS * 2; elapsed += 100) {
      advance(100);
      for (const list of lists) states.add(list.getAttribute('data-ripple'));
    }
    expect([...states]).toEqual(['off']);
  });

  it('closes with the call to action: Start Your Project and the brochure download', () => {
    renderWithRouter(<AboutPage />);
    const cta = screen.getByRole('region', { name: aboutCta.heading });
    expect(within(cta).getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      contactWithSubject('Start Your Project'),
    );
    expect(contactWithSubject('Start Your Project')).toBe('/contact?subject=Start+Your+Project');
    const brochure = within(cta).getByRole('link', { name: /Download Brochure/ });
    expect(brochure).toHaveAttribute('href', aboutCta.secondary.href);
    expect(brochure).toHaveAttribute('download');
  });
});
