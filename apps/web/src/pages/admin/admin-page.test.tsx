import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '../../content/company.ts';
import { deferred, mockFetch } from '../../test/mock-fetch.ts';
import { readHead } from '../../test/document-head.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { Component } from './admin-page.tsx';

describe('the admin page', () => {
  it('has its own frame, a main landmark, the admin title and noindex', () => {
    // The session check stays unanswered: the frame shows while it waits.
    const pending = deferred();
    mockFetch({ 'GET /api/auth/me': () => pending.promise });
    renderWithRouter(
      <QueryClientProvider client={new QueryClient()}>
        <Component />
      </QueryClientProvider>,
      { path: '/admin' },
    );
    expect(document.title).toBe(`Admin Portal | ${company.shortName}`);
    // The portal is kept out of search results and has no canonical address.
    expect(readHead()).toMatchObject({
      titles: [document.title],
      robots: 'noindex',
      canonical: undefined,
    });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByText(company.shortName)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
  });
});
