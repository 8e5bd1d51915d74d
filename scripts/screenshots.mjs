// Screenshots of pages at phone and desktop widths, for looking at what we build:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 out-dir /#/ /#/admin …
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../test-support/chromium.mjs';

const [base = 'http://127.0.0.1:3000', outDir = 'screenshots', ...routes] = process.argv.slice(2);
const widths = { phone: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } };
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const [name, viewport] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport });
  for (const route of routes.length > 0 ? routes : ['/#/']) {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    // A hash route's page may still be loading its code after the network settles (the frame shows its
    // loading state, which has no heading): the page is there when its h1 is.
    await page.locator('h1').first().waitFor();
    const file = path.join(outDir, `${name}${route.replace(/[^a-z0-9]+/gi, '-')}.png`);
    // Parts of a page far from the viewport are not rendered until a visitor scrolls to them
    // (content-visibility, docs/decisions/031-render-near-the-viewport.md); a full-page picture shows all.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
