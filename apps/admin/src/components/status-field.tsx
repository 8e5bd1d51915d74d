import type { BlogStatus } from '@site/shared';
import { useId } from 'react';
import { STATUS_OPTIONS } from '../routes/posts/blog-form-values.ts';
import { fieldClass, labelClass } from './text-field.tsx';

type StatusOption<S extends string> = { value: S; label: string };

type StatusFieldProps<S extends string> = {
  /** The statuses offered (a content type's); a post's by default. */
  options?: ReadonlyArray<StatusOption<S>>;
} & (
  | { value: S; onChange: (status: S) => void; label?: string; anyLabel?: never }
  | {
      /** '' is the extra first option, `anyLabel` (a filter's "all"). */
      value: S | '';
      onChange: (status: S | '') => void;
      label: string;
      anyLabel: string;
    }
);

/** An item's status: the form's field, or (with `anyLabel`) a list filter that may be left at "all". */
export function StatusField<S extends string = BlogStatus>({
  value,
  onChange,
  label = 'Status',
  anyLabel,
  options = STATUS_OPTIONS as unknown as ReadonlyArray<StatusOption<S>>,
}: StatusFieldProps<S>) {
  const id = useId();
  const choose = onChange as (status: S | '') => void;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          if (option) choose(option.value);
          else if (anyLabel !== undefined) choose('');
        }}
        className={fieldClass}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The options of a content type's statuses: 'open' reads 'Open'. */
export const statusOptions = (statuses: readonly string[]) =>
  statuses.map((value) => ({ value, label: statusLabel(value) }));

export const statusLabel = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
