import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { NavLink } from './nav-link.tsx';

function renderLinksAt(path: string) {
  renderWithRouter(
    <>
      <NavLink to="/blog" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
        Blog
      </NavLink>
      <NavLink to="/career" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
        Career
      </NavLink>
    </>,
    { path },
  );
}

describe('a header link', () => {
  it.each(['/blog', '/blog/', '/Blog', '/blog/a-post', '/blog#latest'])(
    'is the current page at %s',
    (path) => {
      renderLinksAt(path);
      expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Blog' })).toHaveClass('active');
      expect(screen.getByRole('link', { name: 'Career' })).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('link', { name: 'Career' })).toHaveClass('idle');
    },
  );

  it('is not the current page on a path that only starts with the same letters', () => {
    renderLinksAt('/careers');
    expect(screen.getByRole('link', { name: 'Career' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/career');
  });
});
