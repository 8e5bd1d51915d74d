import type { ButtonHTMLAttributes } from 'react';

type ConfirmDeleteButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'className'
> & {
  /** Asked in the browser's own confirm dialog; nothing happens unless the user accepts. */
  confirmation: string;
  onConfirm: () => void;
};

/** The red button of a deletion that asks first. */
export function ConfirmDeleteButton({
  confirmation,
  onConfirm,
  ...button
}: ConfirmDeleteButtonProps) {
  return (
    <button
      type="button"
      {...button}
      onClick={() => {
        if (window.confirm(confirmation)) onConfirm();
      }}
      className="rounded-lg border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
    />
  );
}
