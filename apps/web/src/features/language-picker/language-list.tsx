import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Check } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { languages, type LanguageCode } from '../../content/languages.ts';
import { LanguageFlag } from './language-flag.tsx';

type LanguageListProps = {
  id: string;
  label: string;
  variant: 'header' | 'menu';
  open: boolean;
  /** The option the keys move over (`aria-activedescendant`). */
  activeIndex: number;
  currentCode: LanguageCode;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

/** The language picker's listbox of every language (language-picker.tsx holds its state and keys).
 * Focused when it opens, the active option kept in view. */
export function LanguageList({
  id,
  label,
  variant,
  open,
  activeIndex,
  currentCode,
  onActivate,
  onChoose,
  onKeyDown,
}: LanguageListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (open)
      document
        .getElementById(`${id}-option-${activeIndex}`)
        ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, id]);

  return (
    <ul
      ref={listRef}
      id={id}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={open ? optionId(activeIndex) : undefined}
      hidden={!open}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => event.preventDefault()}
      className={`z-50 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg ${
        variant === 'menu' ? 'mt-2 w-full' : 'absolute right-0 top-full mt-2 w-64'
      }`}
    >
      {languages.map((option, index) => {
        const selected = option.code === currentCode;
        return (
          <li
            key={option.code}
            id={optionId(index)}
            role="option"
            aria-selected={selected}
            onClick={() => onChoose(index)}
            onMouseMove={() => onActivate(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === activeIndex ? 'bg-brand-50' : ''} ${
              selected ? 'font-semibold text-brand-800' : 'text-slate-800'
            }`}
          >
            <LanguageFlag src={option.flag} lazy />
            <span className="flex-1">
              <span lang={option.code} dir={option.dir} translate="no">
                {option.name}
              </span>
              {option.name !== option.englishName && (
                <span translate="no" className="ml-1.5 text-xs text-slate-600">
                  {option.englishName}
                </span>
              )}
            </span>
            {selected && <Icon node={Check} className="h-4 w-4 text-brand-700" />}
          </li>
        );
      })}
    </ul>
  );
}
