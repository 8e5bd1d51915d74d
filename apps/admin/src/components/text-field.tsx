import { useId, type HTMLInputTypeAttribute, type Ref } from 'react';

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
export const labelClass = 'block text-sm font-semibold text-slate-800';
export const hintClass = 'mt-1 text-xs text-slate-600';
export const errorClass = 'mt-1 text-sm font-medium text-red-800';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  multiline?: number;
  /** What is wrong with the value (the server's or the schema's words): shown under the field,
   * which is then marked invalid. */
  error?: string;
  className?: string;
  /** Classes added to the input's own. */
  fieldClassName?: string;
  /** The one-line input, for a form that moves the focus to it. */
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled text input (or, with `multiline` rows, a textarea) with an optional hint. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  multiline,
  hint,
  error,
  className,
  fieldClassName = '',
  inputRef,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    value,
    className: `${fieldClass} ${error ? 'border-red-700!' : ''} ${fieldClassName}`,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    ...rest,
  };
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {rest.required && (
          <span aria-hidden="true" className="text-xs text-slate-600">
            Required
          </span>
        )}
      </div>
      {multiline ? (
        <textarea {...shared} rows={multiline} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          type={type}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The e-mail address field of the sign-in, the password reset and the invitation forms. */
export function EmailField({
  value,
  onChange,
  autoComplete = 'username',
}: {
  value: string;
  onChange: (value: string) => void;
  /** `off` for someone else's address (an invitation). */
  autoComplete?: 'username' | 'off';
}) {
  return (
    <TextField
      label="Email Address"
      type="email"
      value={value}
      onChange={onChange}
      required
      autoComplete={autoComplete}
    />
  );
}
