// What a first touch of fresh memory costs on the machine the bench runs on, in microseconds per 4 KiB
// page (a page fault and the kernel zeroing the page). Lighthouse's simulation multiplies the main-thread
// time it observes by 4 and assumes the host is an ordinary desktop; its own host check (benchmarkIndex)
// times a JavaScript loop, which never faults. A virtual machine whose host reclaims freed memory
// (a balloon with free page reporting, DAMON's pageout) makes every new page fault into the host, and
// the browser, which allocates fresh memory for each page it loads, then runs every task several times
// slower: style, layout, parsing and script alike. This figure tells that machine apart
// (docs/decisions/029-bench-host-memory.md).
import { execFileSync } from 'node:child_process';
import { median } from './median.mjs';

const MIB = 256;
const ROUNDS = 3;
/** Ordinary hardware faults and zeroes a page in about a microsecond; far above it, Lighthouse's
 * absolute timings speak of the machine more than of the page. */
export const SLOW_PAGE_FAULT_MICROS = 3;

// A child process of its own each round, so that no memory the bench already holds is reused.
const touchScript = `
const bytes = new Uint8Array(${MIB} * 1024 * 1024);
const start = process.hrtime.bigint();
for (let i = 0; i < bytes.length; i += 4096) bytes[i] = 1;
process.stdout.write(String(Number(process.hrtime.bigint() - start) / 1000 / (bytes.length / 4096)));
`;

/** Median microseconds per first-touched 4 KiB page over ROUNDS fresh processes. */
export function pageFaultMicros() {
  const rounds = Array.from({ length: ROUNDS }, () =>
    Number(execFileSync(process.execPath, ['-e', touchScript], { encoding: 'utf8' })),
  );
  return Number(median(rounds).toFixed(2));
}

/** The host's figures for a bench summary: Lighthouse's CPU index (median of the runs) and the page
 * fault cost, with a warning when the latter makes Lighthouse's absolute timings unreliable. */
export function hostFigures(benchmarkIndexes) {
  const micros = pageFaultMicros();
  const index = median(benchmarkIndexes);
  return {
    benchmarkIndex: index === null ? null : Math.round(index),
    pageFaultMicros: micros,
    warning:
      micros > SLOW_PAGE_FAULT_MICROS
        ? `fresh memory costs ${micros} µs a page here (over ${SLOW_PAGE_FAULT_MICROS}): every browser task is slowed, so Lighthouse's absolute timings (TBT most) are inflated; compare builds side by side in one run`
        : null,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(hostFigures([])));
