import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { SpinnerIcon } from '../../components/ui/icons.tsx';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import { languages } from '../../content/languages.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';
import { useLanguage } from './language-context.tsx';
import { LanguageFlag } from './language-flag.tsx';

// The list is the app's alone (never in the server's HTML): its code loads once the page is the app's.
const LanguageList = lazyPart(() =>
  import('./language-list.tsx').then((module) => module.LanguageList),
);

type LanguagePickerProps = {
  /** 'header': compact button with a dropdown; 'menu': full width, the list opens in the flow (side menu). */
  variant?: 'header' | 'menu';
};

/** The language picker (docs/product.md §2 Header, §4 Language): a button with the flag and code that opens a
 * listbox of every language. Closes on Escape, an outside click, or when focus leaves it. */
export function LanguagePicker({ variant = 'header' }: LanguagePickerProps) {
  const { language, loading, setLanguage } = useLanguage();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // The list of languages is the running app's: choosing one translates the page, which needs the app. A
  // prerendered page (read before the app starts, or without JavaScript) shows the button alone and so
  // does not send twenty hidden options with every page.
  const withList = useInBrowser();

  const openList = () => {
    setActiveIndex(
      Math.max(
        0,
        languages.findIndex((option) => option.code === language.code),
      ),
    );
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const option = languages[index];
    if (option && option.code !== language.code) void setLanguage(option.code);
    close(true);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = languages.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActiveIndex((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        setActiveIndex((index) => Math.max(0, index - 1));
        break;
      case 'Home':
        setActiveIndex(0);
        break;
      case 'End':
        setActiveIndex(last);
        break;
      case 'Enter':
      case ' ':
        choose(activeIndex);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget))
      setOpen(false);
  };

  const isMenu = variant === 'menu';
  return (
    <div
      ref={rootRef}
      translate="no"
      className={isMenu ? 'relative w-full' : 'relative'}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={withList ? listId : undefined}
        disabled={loading}
        aria-busy={loading}
        aria-label={`Language: ${language.englishName} (${language.code.toUpperCase()})`}
        // A tap before the app has taken over opens the list once it has (src/app/early-actions.ts);
        // the header's and the side menu's pickers are both on the page, so each has its own name.
        data-early-action={isMenu ? 'language:menu' : 'language'}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
        className={
          isMenu
            ? 'flex w-full items-center gap-2 rounded-md border border-slate-300 px-3 py-2.5 text-left font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70'
            : 'flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700 disabled:cursor-wait disabled:opacity-70'
        }
      >
        {loading ? (
          <SpinnerIcon
            className="h-4 w-4 animate-spin"
            aria-hidden="true"
            data-testid="language-spinner"
          />
        ) : (
          <LanguageFlag src={language.flag} />
        )}
        <span translate="no" className="min-w-[2ch]">
          {language.code.toUpperCase()}
        </span>
        {isMenu && (
          <span translate="no" className="flex-1 truncate text-slate-600">
            {language.englishName}
          </span>
        )}
        <Icon
          node={ChevronDown}
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {withList && (
        <LanguageList
          id={listId}
          label={t('header.languages')}
          variant={variant}
          open={open}
          activeIndex={activeIndex}
          currentCode={language.code}
          onActivate={setActiveIndex}
          onChoose={choose}
          onKeyDown={onListKeyDown}
        />
      )}
    </div>
  );
}
