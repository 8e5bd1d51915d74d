// Debian's Chromium (never a downloaded browser) and the flags it needs on this machine's closed
// network, for the browser tests, the screenshot script and Lighthouse alike.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
