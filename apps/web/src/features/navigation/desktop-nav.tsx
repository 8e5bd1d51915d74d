import { headerNav } from '../../content/navigation.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { NavLink } from './nav-link.tsx';

/** The header's menus and direct links at desktop widths (≥1024px). */
export function DesktopNav() {
  const { tx } = useT();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center xl:gap-1">
        {headerNav.map((item) =>
          item.kind === 'menu' ? (
            <NavDropdown key={item.id} menu={item} />
          ) : (
            <li key={item.id}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  `flex h-10 items-center whitespace-nowrap rounded-md px-2 text-sm font-semibold xl:px-3 hover:bg-slate-100 hover:text-brand-700 ${
                    isActive ? 'text-brand-700' : 'text-slate-700'
                  }`
                }
              >
                {tx(item.label)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
