import { fieldClass, labelClass } from './text-field.tsx';

/** A link for the admin to pass on (a preview, an invitation): shown read-only, selected whole when
 * focused, to copy by hand where the clipboard is not allowed. */
export function CopyableLink({ label, url }: { label: string; url: string }) {
  return (
    <label className={labelClass}>
      {label}
      <input
        readOnly
        value={url}
        onFocus={(event) => event.target.select()}
        className={fieldClass}
      />
    </label>
  );
}

/** Copies `url` to the clipboard; false where the browser does not allow it. */
export const copyToClipboard = async (url: string): Promise<boolean> =>
  (await navigator.clipboard?.writeText(url).then(
    () => true,
    () => false,
  )) ?? false;
