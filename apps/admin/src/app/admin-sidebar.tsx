import { adminPaths, mayUse } from '@site/shared';
import { Menu, X } from 'lucide';
import { Icon } from '@site/web/components/ui/icons.tsx';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../session/session-context.tsx';
import { SCREEN_GROUPS, screenOf, type ScreenEntry } from './admin-screens.ts';
import { screensFor } from './screen-access.ts';

const linkClass = (current: boolean) =>
  `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${
    current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-white hover:text-brand-900'
  }`;

/** The portal's sections, grouped as Content, Leads, Team and Settings, with only the screens the
 * role may open (admin-screens.ts). A column beside the screen on a wide window; on a phone, a menu
 * button that opens it (Escape or a choice closes it). */
export function AdminSidebar({ unread }: { unread: number }) {
  const { user } = useSession();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const current = screenOf(adminPaths.overview + location);
  const onOverview = current === null && location === '/';
  const entries = screensFor(user.role);

  // A choice in the menu closes it: the screen it opens is what the person wants to see.
  function closeOnChoice(event: MouseEvent) {
    if ((event.target as Element).closest('a')) setOpen(false);
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  }

  const item = (entry: ScreenEntry) => {
    const isCurrent = current?.section === entry.section;
    const count = entry.section === 'messages' ? unread : 0;
    return (
      <li key={entry.section}>
        <Link
          href={`/${entry.section}`}
          aria-current={isCurrent ? 'page' : undefined}
          aria-label={count > 0 ? `${entry.label}, ${count} unread` : undefined}
          className={linkClass(isCurrent)}
        >
          {entry.label}
          {count > 0 && (
            <span
              className={`rounded-full px-2 py-0.5 text-xs ${isCurrent ? 'bg-white text-brand-900' : 'bg-brand-700 text-white'}`}
            >
              {count}
            </span>
          )}
        </Link>
      </li>
    );
  };

  return (
    <div onKeyDown={closeOnEscape} className="lg:sticky lg:top-4 lg:self-start">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 lg:hidden"
      >
        <span>{current?.label ?? 'Overview'}</span>
        <span className="flex items-center gap-2 text-sm text-slate-600">
          Menu <Icon node={open ? X : Menu} className="h-[18px] w-[18px]" />
        </span>
      </button>
      <nav
        id={navId}
        aria-label="Admin sections"
        onClick={closeOnChoice}
        className={`${open ? 'block' : 'hidden'} mt-2 rounded-xl border border-slate-200 bg-slate-50 p-3 lg:mt-0 lg:block`}
      >
        {mayUse(user.role, 'overview') && (
          <Link
            href={`~${adminPaths.overview}`}
            aria-current={onOverview ? 'page' : undefined}
            className={linkClass(onOverview)}
          >
            Overview
          </Link>
        )}
        {SCREEN_GROUPS.map((group) => {
          const inGroup = entries.filter((entry) => entry.group === group);
          if (inGroup.length === 0) return null;
          // The group's name is read before its links; it labels no element, so the form fields of a
          // screen ('Content', a post's text) keep a label of their own.
          return (
            <div key={group} className="mt-3 first:mt-0">
              <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {group}
              </p>
              <ul className="space-y-0.5">{inGroup.map(item)}</ul>
            </div>
          );
        })}
      </nav>
    </div>
  );
}
