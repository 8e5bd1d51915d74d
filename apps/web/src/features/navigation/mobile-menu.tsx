import {
  Fragment,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Link } from 'wouter';
import { ChevronDown, Mail, MapPin, Menu, Phone, X } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { isShownAsPopover, ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import { company } from '../../content/company.ts';
import { getQuoteLink, headerNav, type NavMenu } from '../../content/navigation.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';
import { SiteLogo } from './site-logo.tsx';
import { NavLink } from './nav-link.tsx';

const desktopQuery = '(min-width: 1024px)';

/** The small-screen menu (docs/product.md §2 Header): a hamburger that opens a slide-in side panel with
 * accordion submenus (one open at a time), the language picker, Get Quote and the contact lines.
 * The panel is always in the page. Before the app runs, and without script, the hamburger opens it as
 * the browser's popover and the submenus are `<details>` of one group; the app then opens it as a modal
 * dialog, carrying on with what the visitor opened meanwhile (decision 046). */
export function MobileMenu({ languagePicker }: { languagePicker: ReactNode }) {
  const hydrated = useInBrowser();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<NavMenu['id'] | null>(null);
  const { t, tx } = useT();
  const dialogId = useId();
  const titleId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // What the visitor did before the app: at hydration, the submenu they expanded (`<details>`); once
  // the app renders, the menu they opened (the popover), now shown as the app's modal dialog.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const dialog = nav?.closest('dialog');
    if (!hydrated) setExpanded(expandedIn(nav));
    else if (dialog && isShownAsPopover(dialog)) setOpen(true);
  }, [hydrated]);

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (media.matches) setOpen(false);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open]);

  const openMenu = (event: MouseEvent) => {
    event.preventDefault(); // the app's modal dialog rather than the browser's popover
    setExpanded(null);
    setOpen(true);
  };
  const close = () => setOpen(false);
  // Any link chosen inside the panel navigates, so the panel closes with it.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        {...(hydrated && { 'aria-expanded': open, 'aria-controls': open ? dialogId : undefined })}
        popoverTarget={dialogId}
        onClick={openMenu}
        className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-700 lg:hidden"
      >
        <Icon node={Menu} className="h-6 w-6" />
      </button>
      <ModalDialog
        id={dialogId}
        open={open}
        popover
        labelledBy={titleId}
        onClose={close}
        initialFocus={closeRef}
        returnFocus={hamburgerRef}
        layoutClassName="flex justify-end"
        panelClassName="flex h-full w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full"
      >
        <div onClick={onClick} className="flex min-h-full flex-col">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <SiteLogo />
            <button
              ref={closeRef}
              type="button"
              aria-label={t('header.closeMenu')}
              popoverTarget={dialogId}
              popoverTargetAction="hide"
              onClick={close}
              className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <Icon node={X} className="h-6 w-6" />
            </button>
          </div>
          <h2 id={titleId} className="sr-only">
            {t('header.menu')}
          </h2>
          <nav ref={navRef} aria-label="Mobile" className="px-2 py-3">
            <ul className="space-y-0.5">
              {headerNav.map((item) =>
                item.kind === 'menu' ? (
                  <AccordionItem
                    key={item.id}
                    menu={item}
                    group={dialogId}
                    hydrated={hydrated}
                    expanded={expanded === item.id}
                    onToggle={(expand) =>
                      setExpanded((current) =>
                        expand ? item.id : current === item.id ? null : current,
                      )
                    }
                  />
                ) : (
                  <li key={item.id}>
                    <NavLink
                      to={item.to}
                      className={({ isActive }) =>
                        `block rounded-md px-3 py-3 font-semibold hover:bg-slate-50 ${isActive ? 'text-brand-700' : 'text-slate-800'}`
                      }
                    >
                      {tx(item.label)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="mt-auto space-y-4 border-t border-slate-200 px-4 py-5">
            {languagePicker}
            <Link
              to={getQuoteLink.to}
              className="block rounded-md bg-accent-400 px-4 py-3 text-center font-semibold text-brand-900 hover:bg-accent-500"
            >
              {tx(getQuoteLink.label)}
            </Link>
            <ul className="space-y-2 text-sm text-slate-700">
              <li>
                <a
                  href={`mailto:${company.email}`}
                  className="flex items-center gap-2 hover:text-brand-700"
                >
                  <Icon node={Mail} className="h-4 w-4 shrink-0 text-brand-600" />
                  {company.email}
                </a>
              </li>
              <li>
                <a
                  href={company.phoneHref}
                  className="flex items-center gap-2 hover:text-brand-700"
                >
                  <Icon node={Phone} className="h-4 w-4 shrink-0 text-brand-600" />
                  {company.phone}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Icon node={MapPin} className="h-4 w-4 shrink-0 text-brand-600" />
                {company.location}
              </li>
            </ul>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}

/** The menu id of the `<details>` submenu open in `nav`, or null. */
const expandedIn = (nav: HTMLElement | null) =>
  (nav?.querySelector<HTMLElement>('details[open]')?.dataset.submenu ?? null) as
    NavMenu['id'] | null;

/** A submenu: the app's disclosure button, or before the app a `<details>` of the menu's `group`, in
 * which the browser keeps one open at a time (`onToggle` tells the app which). */
function AccordionItem({
  menu,
  group,
  hydrated,
  expanded,
  onToggle,
}: {
  menu: NavMenu;
  group: string;
  hydrated: boolean;
  expanded: boolean;
  onToggle: (expand: boolean) => void;
}) {
  const { tx } = useT();
  const panelId = useId();
  const Toggle = hydrated ? 'button' : 'summary';
  const Submenu = hydrated ? Fragment : 'details';
  return (
    <li>
      <Submenu
        {...(!hydrated && {
          name: group,
          'data-submenu': menu.id,
          onToggle: (event: SyntheticEvent<HTMLDetailsElement>) =>
            onToggle(event.currentTarget.open),
          className: 'group',
        })}
      >
        <Toggle
          {...(hydrated && {
            type: 'button',
            'aria-expanded': expanded,
            'aria-controls': panelId,
            onClick: () => onToggle(!expanded),
          })}
          className={`flex w-full list-none items-center justify-between rounded-md px-3 py-3 text-left font-semibold hover:bg-slate-50 group-open:text-brand-700 [&::-webkit-details-marker]:hidden ${
            expanded ? 'text-brand-700' : 'text-slate-800'
          }`}
        >
          {tx(menu.label)}
          <Icon
            node={ChevronDown}
            className={`h-5 w-5 transition-transform group-open:rotate-180 ${expanded ? 'rotate-180' : ''}`}
          />
        </Toggle>
        <div id={panelId} hidden={hydrated ? !expanded : undefined} className="pb-2 pl-3">
          {menu.columns.map((column, index) => (
            <div key={column.heading ?? index}>
              {column.heading && (
                <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
                  {tx(column.heading)}
                </p>
              )}
              <ul className="border-l-2 border-brand-100">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="block rounded-r-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-700"
                    >
                      {tx(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Submenu>
    </li>
  );
}
