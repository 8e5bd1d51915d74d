import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { pathOf } from './link-target.ts';

type NavLinkProps = {
  to: string;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
};

/** A header link that knows when it is the current page: on its path or below it (`/blog` on
 * `/blog/a-post`), whatever the case; it then carries `aria-current="page"`. */
export function NavLink({ to, className, children }: NavLinkProps) {
  const [pathname] = useLocation();
  const isActive = isWithin(pathname, pathOf(to));
  return (
    <Link to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined}>
      {children}
    </Link>
  );
}

function isWithin(pathname: string, target: string): boolean {
  const path = pathname.toLowerCase();
  const base = target.toLowerCase().replace(/(.)\/$/, '$1');
  return path === base || (path.startsWith(base) && path.charAt(base.length) === '/');
}
