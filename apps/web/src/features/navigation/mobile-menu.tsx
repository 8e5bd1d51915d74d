import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ChevronDown, Mail, MapPin, Menu, Phone, X } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { company } from '../../content/company.ts';
import { getQuoteLink, headerNav, type NavMenu } from '../../content/navigation.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';
import { SiteLogo } from './site-logo.tsx';
import { NavLink } from './nav-link.tsx';

const desktopQuery = '(min-width: 1024px)';

/** The small-screen menu (docs/product.md §2 Header): a hamburger that opens a slide-in side panel with
 * accordion submenus (one open at a time), the language picker, Get Quote and the contact lines. */
export function MobileMenu({ languagePicker }: { languagePicker: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const dialogId = useId();

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (media.matches) setOpen(false);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
        className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-700 lg:hidden"
      >
        <Icon node={Menu} className="h-6 w-6" />
      </button>
      {open && (
        <MobileMenuPanel
          id={dialogId}
          languagePicker={languagePicker}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function MobileMenuPanel({
  id,
  languagePicker,
  onClose,
}: {
  id: string;
  languagePicker: ReactNode;
  onClose: () => void;
}) {
  const [expanded, setExpanded] = useState<NavMenu['id'] | null>(null);
  const { t, tx } = useT();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // Any link chosen inside the panel navigates, so the panel closes with it.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };

  return (
    <ModalDialog
      id={id}
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={closeRef}
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
            onClick={onClose}
            className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <Icon node={X} className="h-6 w-6" />
          </button>
        </div>
        <h2 id={titleId} className="sr-only">
          {t('header.menu')}
        </h2>
        <nav aria-label="Mobile" className="px-2 py-3">
          <ul className="space-y-0.5">
            {headerNav.map((item) =>
              item.kind === 'menu' ? (
                <AccordionItem
                  key={item.id}
                  menu={item}
                  expanded={expanded === item.id}
                  onToggle={() => setExpanded((current) => (current === item.id ? null : item.id))}
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
              <a href={company.phoneHref} className="flex items-center gap-2 hover:text-brand-700">
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
  );
}

function AccordionItem({
  menu,
  expanded,
  onToggle,
}: {
  menu: NavMenu;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { tx } = useT();
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        className={`flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-semibold hover:bg-slate-50 ${
          expanded ? 'text-brand-700' : 'text-slate-800'
        }`}
      >
        {tx(menu.label)}
        <Icon
          node={ChevronDown}
          className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!expanded} className="pb-2 pl-3">
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
    </li>
  );
}
