/** Class names shared by the call-to-action links and buttons of the company pages. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-6 py-3 text-center font-semibold transition-colors';

export const actionStyles = {
  /** Yellow on any background. */
  accent: `${base} bg-accent-400 text-brand-900 hover:bg-accent-500`,
  /** Dark blue on a light background. */
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  /** Outline on a dark background. */
  outlineLight: `${base} border-2 border-white text-white hover:bg-white hover:text-brand-900`,
  /** Outline on a light background. */
  outlineDark: `${base} border-2 border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white`,
} as const;
