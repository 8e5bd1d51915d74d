import { useEffect, useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';

type AuthCardProps = {
  title: string;
  headingLevel: 1 | 2;
  /** The heading's element, for a caller that moves the focus to it itself. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Moves the focus to the heading when the card appears (a page of its own). */
  focusOnMount?: boolean;
  children: ReactNode;
};

/** The one action of a sign-in card, across its width. */
export const authButton =
  'w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';

/** The card of the portal's signed-out pages: sign in, forgotten password, a mailed link's page. */
export function AuthCard({
  title,
  headingLevel,
  headingRef,
  focusOnMount,
  children,
}: AuthCardProps) {
  const headingId = useId();
  const ownRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  useImperativeHandle(headingRef, () => ownRef.current!, []);
  useEffect(() => {
    if (focusOnMount) ownRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <Heading
        id={headingId}
        ref={ownRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900"
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
