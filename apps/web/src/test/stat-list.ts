import type { Stat } from '../content/common.ts';

/** The figures of the StatList (components/ui/stat-list.tsx) in `scope`, as a visitor reads them:
 * each value with its label, in order. */
export function readStats(scope: HTMLElement): Stat[] {
  const list = scope.querySelector('dl');
  if (!list) throw new Error('no list of figures here');
  return [...list.children].map((figure) => ({
    value: figure.querySelector('dd')?.textContent ?? '',
    label: figure.querySelector('dt')?.textContent ?? '',
  }));
}
