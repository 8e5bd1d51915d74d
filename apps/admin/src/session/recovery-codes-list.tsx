import { useEffect, useId, useRef, useState } from 'react';
import { company } from '@site/shared/company';
import { smallPrimaryButton } from '../components/list-panel.tsx';

/** The ten recovery codes, shown once right after two-factor is turned on: copy, download, and a
 * button to say they are saved (the server keeps only their hashes). */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  const text = `${company.name} recovery codes\n\n${codes.join('\n')}\n`;
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.error('The recovery codes could not be copied', error);
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  const button =
    'rounded-lg border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-brand-900"
      >
        Your recovery codes
      </h3>
      <p className="text-sm text-slate-700">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown
        only now.
      </p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => void copy()} className={button}>
          Copy codes
        </button>
        <button type="button" onClick={download} className={button}>
          Download codes
        </button>
        <button type="button" onClick={onDone} className={smallPrimaryButton}>
          I have saved them
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied ? 'Copied to the clipboard.' : ''}
      </p>
    </section>
  );
}
