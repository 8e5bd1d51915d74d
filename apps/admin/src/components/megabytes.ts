/** A file's size as the portal shows it: '640 KB', '1.8 MB'. A module of its own, so a screen that
 * shows a size (settings) does not load the content form. */
export const megabytes = (bytes: number) =>
  bytes < 100_000
    ? `${Math.max(1, Math.round(bytes / 1000))} KB`
    : `${(bytes / 1e6).toFixed(1)} MB`;
