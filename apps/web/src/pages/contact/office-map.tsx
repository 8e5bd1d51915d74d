import { useEffect, useRef, useState } from 'react';
import { ExternalLink, Map } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { officeMap } from '../../content/contact.ts';

/** The OpenStreetMap embed is a third-party frame, so it is only created once the visitor scrolls
 * to it or asks for it: loading the page makes no request to the map provider. */
export function OfficeMap() {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = placeholder.current;
    if (shown || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <div className="mt-4">
      <div className="aspect-[4/3] overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
        {shown ? (
          <iframe
            src={officeMap.embedSrc}
            title={officeMap.title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="h-full w-full border-0"
          />
        ) : (
          <div
            ref={placeholder}
            className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-slate-700"
          >
            <Icon node={Map} className="h-10 w-10 text-brand-600" />
            <p className="text-sm">
              The map is provided by OpenStreetMap and loads when you view it.
            </p>
            <button
              type="button"
              onClick={() => setShown(true)}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Show map
            </button>
          </div>
        )}
      </div>
      <a
        href={officeMap.linkHref}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Open the map in a new tab
        <Icon node={ExternalLink} className="h-4 w-4 shrink-0" />
      </a>
    </div>
  );
}
