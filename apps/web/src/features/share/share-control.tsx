import { useEffect, useId, useRef, useState } from 'react';
import { Check, Link, Share2, X } from 'lucide';
import { lucideIcon, type IconComponent, Icon } from '../../components/ui/icons.tsx';
import { FacebookIcon, LinkedInIcon, TwitterIcon } from '../../components/ui/icons.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { copyText } from './copy-text.ts';
import type { ShareNetwork } from './share-links.ts';
import { shareLinks, shareUrl } from './share-links.ts';

/** docs/product.md §9: how long 'Link copied!' shows. */
export const COPY_CONFIRMATION_MS = 2000;

export const shareText = {
  open: 'Share',
  title: 'Share this article',
  close: 'Close',
  linkLabel: 'Link to this article',
  native: 'Share…',
  copy: 'Copy link',
  copied: 'Link copied!',
  copyFailed: 'Could not copy the link. Select it in the box above and copy it.',
  newTab: '(opens in a new tab)',
} as const;

// Here rather than with the other marks in icons.tsx: only this lazy chunk draws it.
const WhatsAppIcon = lucideIcon([
  ['path', { d: 'M3 21l1.6-4.8A8.5 8.5 0 1 1 8 19.6z' }],
  [
    'path',
    { d: 'M9 9.5c.3 2.2 2.3 4.2 4.5 4.5l1-1.2 2 .8-.4 1.7c-3.7.3-7.3-3.3-7-7L10.8 8l.8 2z' },
  ],
]);

const networkIcons: Record<ShareNetwork, IconComponent> = {
  Facebook: FacebookIcon,
  Twitter: TwitterIcon,
  LinkedIn: LinkedInIcon,
  WhatsApp: WhatsAppIcon,
};

const optionClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg border border-slate-200 px-4 py-2.5 text-left font-semibold text-slate-800 hover:border-brand-600 hover:bg-brand-50';

type ShareControlProps = {
  /** The absolute address to share. */
  url: string;
  title: string;
};

/** docs/product.md §4: a button that opens a share dialog with social links, the browser's own share sheet
 * where there is one, and 'Copy link' with a two-second confirmation. */
export function ShareControl({ url, title }: ShareControlProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-early-action="share"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
      >
        <Icon node={Share2} className="h-5 w-5" />
        {shareText.open}
      </button>
      {open && <ShareDialog url={url} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

function ShareDialog({ url, title, onClose }: ShareControlProps & { onClose: () => void }) {
  const headingId = useId();
  const inputId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const canShareNatively =
    typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(url, panelRef.current ?? document.body);
    clearTimeout(timer.current);
    setCopyState(copied ? 'copied' : 'failed');
    if (copied) timer.current = setTimeout(() => setCopyState('idle'), COPY_CONFIRMATION_MS);
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, url: shareUrl(url) });
      onClose();
    } catch {
      // Dismissing the share sheet rejects too; the dialog simply stays open.
    }
  }

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={headingId}
      layoutClassName="flex items-end justify-center sm:items-center sm:p-4"
      panelClassName="w-full max-w-md rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl sm:p-6"
    >
      <div ref={panelRef}>
        <div className="flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {shareText.title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={shareText.close}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <Icon node={X} className="h-5 w-5" />
          </button>
        </div>
        <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {shareLinks(url, title).map(({ network, href }) => {
            const Icon = networkIcons[network];
            return (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${network} ${shareText.newTab}`}
                  className={optionClass}
                >
                  <Icon className="h-5 w-5 shrink-0 text-brand-700" />
                  {network}
                </a>
              </li>
            );
          })}
        </ul>
        {canShareNatively && (
          <button
            type="button"
            onClick={() => void shareNatively()}
            className={`mt-2 ${optionClass}`}
          >
            <Icon node={Share2} className="h-5 w-5 shrink-0 text-brand-700" />
            {shareText.native}
          </button>
        )}
        <label htmlFor={inputId} className="mt-5 block text-sm font-semibold text-slate-800">
          {shareText.linkLabel}
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800"
          />
          <button
            type="button"
            onClick={() => void copy()}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            <Icon node={Link} className="h-4 w-4" />
            {shareText.copy}
          </button>
        </div>
        <p role="status" className="mt-2 min-h-6 text-sm font-semibold">
          {copyState === 'copied' && (
            <span className="inline-flex items-center gap-1 text-green-800">
              <Icon node={Check} className="h-4 w-4" />
              {shareText.copied}
            </span>
          )}
          {copyState === 'failed' && <span className="text-red-800">{shareText.copyFailed}</span>}
        </p>
      </div>
    </ModalDialog>
  );
}
