// `npm run test:e2e`: the browser tests need a Chromium on the machine (Debian's, never a downloaded
// browser). Without one, say in one line what to install instead of failing inside Playwright.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from '../test-support/chromium.mjs';

if (!fs.existsSync(chromiumPath)) {
  console.error(
    `test:e2e: no Chromium at ${chromiumPath}; install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const built = run('npm', ['run', 'build']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
