/** A field people never see or reach (off-screen, out of the tab order, hidden from screen readers)
 * but form-filling robots do: whatever lands in it marks the submission as a robot's. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's content when the form is sent. */
export const honeypotValue = (form: HTMLFormElement) =>
  String(new FormData(form).get('website') ?? '');
