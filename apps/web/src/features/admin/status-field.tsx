import type { BlogStatus } from '@site/shared';
import { useId } from 'react';
import { STATUS_OPTIONS } from './blog-form-values.ts';
import { fieldClass, labelClass } from './text-field.tsx';

export function StatusField({
  value,
  onChange,
}: {
  value: BlogStatus;
  onChange: (status: BlogStatus) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Status
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const option = STATUS_OPTIONS.find((candidate) => candidate.value === event.target.value);
          if (option) onChange(option.value);
        }}
        className={fieldClass}
      >
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
