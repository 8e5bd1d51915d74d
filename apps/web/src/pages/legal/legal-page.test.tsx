import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { company } from '../../content/company.ts';
import { privacyPolicy, termsOfService } from '../../content/legal.ts';
import { expectPageOpening } from '../../test/page-opening.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

describe.each([
  ['/privacy', privacyPolicy, PrivacyPage],
  ['/terms', termsOfService, TermsPage],
] as const satisfies readonly (readonly [string, typeof privacyPolicy, ComponentType])[])(
  '%s',
  (path, legal, Page) => {
    it(`is the ${legal.title}, last updated January 15, 2025, with its sections`, () => {
      renderWithRouter(<Page />, { path });
      expectPageOpening(legal.title);
      expect(screen.getByText('Last updated: January 15, 2025')).toBeInTheDocument();
      for (const section of legal.sections)
        expect(screen.getByRole('region', { name: section.heading })).toBeInTheDocument();
    });

    it('ends with the contact lines, the e-mail address and the phone number as links', () => {
      renderWithRouter(<Page />, { path });
      const contact = screen.getByRole('region', { name: 'Contact Us' });
      expect(within(contact).getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
      const address = contact.querySelector('address')!;
      expect([...address.children].map((line) => line.textContent)).toEqual([
        ...legal.contactLines,
      ]);
      expect(
        within(address)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        [company.email, `mailto:${company.email}`],
        [company.phone, company.phoneHref],
      ]);
    });
  },
);
