import { useId } from 'react';
import { fieldClass, hintClass, labelClass } from '../components/text-field.tsx';

type TwoFactorCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** A recovery code (letters and digits) rather than the six digits of the app. */
  recovery?: boolean;
  /** Either kind of code is accepted (turning two-factor off). */
  eitherKind?: boolean;
  autoFocus?: boolean;
};

/** The second factor's field: the authenticator app's six digits (numeric keyboard, filled by the
 * phone's one-time-code suggestion), or a recovery code. */
export function TwoFactorCodeField({
  value,
  onChange,
  recovery = false,
  eitherKind = false,
  autoFocus = false,
}: TwoFactorCodeFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const label = eitherKind
    ? 'Authentication or recovery code'
    : recovery
      ? 'Recovery code'
      : 'Authentication code';
  const hint = eitherKind
    ? 'The six digits your authenticator app shows, or one of your recovery codes.'
    : recovery
      ? 'One of the ten recovery codes you saved, like abcde-12345. Each works once.'
      : 'The six digits your authenticator app shows for this site.';
  const numeric = !recovery && !eitherKind;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        autoFocus={autoFocus}
        autoComplete={numeric ? 'one-time-code' : 'off'}
        inputMode={numeric ? 'numeric' : 'text'}
        pattern={numeric ? '[0-9 ]{6,7}' : undefined}
        maxLength={numeric ? 7 : 64}
        spellCheck={false}
        aria-describedby={hintId}
        className={`${fieldClass} font-mono tracking-widest`}
      />
      <p id={hintId} className={hintClass}>
        {hint}
      </p>
    </div>
  );
}
