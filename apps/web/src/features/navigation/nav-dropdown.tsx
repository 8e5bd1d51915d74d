import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Link, useLocation } from 'wouter';
import { ChevronDown } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import type { NavMenu } from '../../content/navigation.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';
import { pathOf } from './link-target.ts';

/** How the open dropdown was opened: hover and focus open it lightly (leaving closes it); a click
 * or Enter pins it until a second click, Escape, or focus or pointer leaving. */
type OpenedBy = 'hover' | 'focus' | 'click' | 'arrow';

/** One desktop menu (docs/product.md §2 Header): a disclosure button and its panel of links. Opens on hover,
 * on keyboard focus, Enter/Space or ArrowDown; closes on Escape and when the pointer or focus leaves.
 * Before the app runs, and without script, styles.css opens it while hovered or focused (a tap
 * focuses it); the app carries on with a menu found so (decision 046). */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const { tx } = useT();
  const hydrated = useInBrowser();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = openedBy !== null;
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const skipFocusOpen = useRef(false);
  const panelId = useId();
  const [pathname] = useLocation();
  const links = menu.columns.flatMap((column) => column.links);
  const current = links.some((link) => pathOf(link.to) === pathname);
  const twoColumns = menu.columns.length > 1;

  // The server's HTML opened by the pointer or by focus: open it the same way in the app.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!hydrated || !root) return;
    if (root.matches(':focus-within')) setOpenedBy('focus');
    else if (root.matches(':hover')) setOpenedBy('hover');
  }, [hydrated]);

  useEffect(() => {
    if (openedBy === 'arrow') panelLinks(panelRef.current)[0]?.focus();
  }, [openedBy]);

  const closeToButton = () => {
    setOpenedBy(null);
    if (
      rootRef.current?.contains(document.activeElement) &&
      document.activeElement !== buttonRef.current
    ) {
      skipFocusOpen.current = true;
      buttonRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeToButton();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (event.target === buttonRef.current) {
      if (open)
        panelLinks(panelRef.current)[event.key === 'ArrowDown' ? 0 : links.length - 1]?.focus();
      else setOpenedBy('arrow');
      return;
    }
    const items = panelLinks(panelRef.current);
    const index = items.indexOf(event.target as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) buttonRef.current?.focus();
    else items[Math.min(next, items.length - 1)]?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget))
      setOpenedBy(null);
  };

  const onMouseLeave = () => {
    // A keyboard user reading the panel keeps it; a pointer leaving closes it otherwise.
    if (!panelRef.current?.contains(document.activeElement)) setOpenedBy(null);
  };

  return (
    <li
      ref={rootRef}
      data-menu-without-app={hydrated ? undefined : ''}
      className="relative"
      onMouseEnter={() => setOpenedBy((by) => by ?? 'hover')}
      onMouseLeave={onMouseLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        onFocus={() => {
          if (skipFocusOpen.current) skipFocusOpen.current = false;
          else setOpenedBy((by) => by ?? 'focus');
        }}
        onClick={() => setOpenedBy((by) => (by === 'click' ? null : 'click'))}
        className={`flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-semibold xl:px-3 hover:bg-slate-100 hover:text-brand-700 ${
          open || current ? 'text-brand-700' : 'text-slate-700'
        }`}
      >
        {tx(menu.label)}
        <Icon
          node={ChevronDown}
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={hydrated ? !open : undefined}
        data-menu-panel
        className="absolute left-1/2 top-full z-50 -translate-x-1/2 pt-2"
      >
        <div
          className={`rounded-xl border border-slate-200 bg-white p-3 shadow-xl ${twoColumns ? 'grid w-[34rem] grid-cols-2 gap-4' : 'w-80'}`}
        >
          {menu.columns.map((column, columnIndex) => (
            <div key={column.heading ?? columnIndex}>
              {column.heading && (
                <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
                  {tx(column.heading)}
                </p>
              )}
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      onClick={() => setOpenedBy(null)}
                      className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
                    >
                      <span className="font-semibold text-slate-900">{tx(link.label)}</span>
                      {link.description && (
                        <span className="mt-0.5 block text-xs text-slate-600">
                          {link.description}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}

function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll('a')) : [];
}
