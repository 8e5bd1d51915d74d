import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';

export type AdminTab<K extends string> = { key: K; label: ReactNode; accessibleLabel: string };

type AdminTabsProps<K extends string> = {
  tabs: readonly AdminTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
};

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them. */
export function AdminTabs<K extends string>({
  tabs,
  selected,
  onSelect,
  children,
}: AdminTabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Admin sections"
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-x-1 border-b border-slate-300"
      >
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.key}-tab`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              aria-label={tab.accessibleLabel}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold sm:px-4 sm:text-base ${
                active
                  ? 'border-brand-700 text-brand-900'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}-tab`}
        className="pt-6"
      >
        {children}
      </div>
    </div>
  );
}
