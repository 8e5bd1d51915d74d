import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@site/web/content/company.ts';
import { readHead } from '@site/web/test/document-head.ts';
import { mockSignedOutApi } from '../test/admin-portal.tsx';
import { AdminDocument } from './admin-document.tsx';

describe("the admin portal's own document (/admin)", () => {
  it('has its own frame without the site’s router or providers: a main landmark, the admin title and noindex', async () => {
    mockSignedOutApi({});
    render(<AdminDocument />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Portal' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`Admin Portal | ${company.shortName}`);
    // The portal is kept out of search results and has no canonical address.
    expect(readHead()).toMatchObject({
      titles: [document.title],
      robots: 'noindex',
      canonical: undefined,
    });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByText(company.shortName)).toBeInTheDocument();
    // A link to the site's own document, not an in-app route.
    expect(screen.getByRole('link', { name: 'View website' })).toHaveAttribute('href', '/');
    expect(document.documentElement.dataset.app).toBe('ready');
  });
});
