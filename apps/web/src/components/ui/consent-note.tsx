import { Link } from 'wouter';

type ConsentNoteProps = { privacyHref: string; className?: string };

/** The line under each form that stores what a visitor sends. */
export function ConsentNote({ privacyHref, className = 'text-slate-600' }: ConsentNoteProps) {
  return (
    <p className={`text-sm ${className}`}>
      We store what you send to answer you and delete it after two years at the latest. See our{' '}
      <Link to={privacyHref} className="font-semibold underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
