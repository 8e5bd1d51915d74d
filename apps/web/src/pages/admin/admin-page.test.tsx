import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../content/company.ts';
import { readHead } from '../../test/document-head.ts';
import { Component } from './admin-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin page', () => {
  it('has its own frame, a main landmark, the admin title and noindex', () => {
    vi.stubGlobal('fetch', vi.fn());
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/admin']}>
          <Component />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(document.title).toBe(`Admin Portal | ${company.shortName}`);
    // The portal is kept out of search results and has no canonical address.
    expect(readHead()).toMatchObject({ titles: [document.title], robots: 'noindex', canonical: undefined });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByText(company.shortName)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
  });
});
