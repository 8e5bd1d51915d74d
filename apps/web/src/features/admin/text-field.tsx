import { useId, type HTMLInputTypeAttribute } from 'react';

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
export const labelClass = 'block text-sm font-semibold text-slate-800';
export const hintClass = 'mt-1 text-xs text-slate-600';

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
  className?: string;
  /** Classes added to the input's own. */
  fieldClassName?: string;
};

/** A labelled text input (or, with `multiline` rows, a textarea) with an optional hint. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  multiline,
  hint,
  className,
  fieldClassName = '',
  ...rest
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const shared = {
    id,
    value,
    className: `${fieldClass} ${fieldClassName}`,
    'aria-describedby': hint ? hintId : undefined,
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
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
