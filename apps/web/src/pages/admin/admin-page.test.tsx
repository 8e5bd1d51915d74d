import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { Component } from './admin-page.tsx';

describe('the admin route of the site', () => {
  it('sends the visitor to the portal’s own document at /admin, and links there meanwhile', () => {
    // jsdom does not navigate: the page's call is watched on a stand-in `location`.
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    renderWithRouter(<Component />, { path: '/admin' });
    expect(replace).toHaveBeenCalledWith('/admin');
    expect(screen.getByRole('link', { name: 'admin portal' })).toHaveAttribute('href', '/admin');
    expect(document.title).toMatch(/^Admin Portal \| /);
  });
});
