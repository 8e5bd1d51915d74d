import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { company } from '../../content/company.ts';
import { Component } from './admin-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin page', () => {
  it('has its own frame, a main landmark and the admin title', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithRouter(
      <QueryClientProvider client={new QueryClient()}>
        <Component />
      </QueryClientProvider>,
      { path: '/admin' },
    );
    expect(document.title).toBe(`Admin Portal | ${company.shortName}`);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByText(company.shortName)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
  });
});
