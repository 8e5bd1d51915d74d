import { SpinnerIcon } from './icons.tsx';

/** A spinner with its text, announced politely. `late`: shown only after a short delay (CSS), so that
 * what loads quickly never flashes a spinner. */
export function LoadingStatus({ text, late = false }: { text: string; late?: boolean }) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-4 py-16 text-slate-700 ${late ? 'animate-appear-late' : ''}`}
    >
      <SpinnerIcon className="h-10 w-10 animate-spin text-brand-700" />
      <p className="text-lg font-medium">{text}</p>
    </div>
  );
}
