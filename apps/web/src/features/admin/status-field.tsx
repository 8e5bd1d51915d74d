import type { BlogStatus } from '@site/shared';
import { useId } from 'react';
import { STATUS_OPTIONS } from './blog-form-values.ts';
import { fieldClass, labelClass } from './text-field.tsx';

type StatusFieldProps =
  | { value: BlogStatus; onChange: (status: BlogStatus) => void; label?: string; anyLabel?: never }
  | {
      /** '' is the extra first option, `anyLabel` (a filter's "all"). */
      value: BlogStatus | '';
      onChange: (status: BlogStatus | '') => void;
      label: string;
      anyLabel: string;
    };

/** A post's status: the form's field, or (with `anyLabel`) a list filter that may be left at "all". */
export function StatusField({ value, onChange, label = 'Status', anyLabel }: StatusFieldProps) {
  const id = useId();
  const choose = onChange as (status: BlogStatus | '') => void;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const option = STATUS_OPTIONS.find((candidate) => candidate.value === event.target.value);
          if (option) choose(option.value);
          else if (anyLabel !== undefined) choose('');
        }}
        className={fieldClass}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
