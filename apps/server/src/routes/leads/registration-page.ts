import type { Course } from '@site/shared';
import { companyDay, LEAD_LIMITS, MAX_PARTICIPANTS, upcomingSessions } from '@site/shared';
import { formatLongDate } from '@site/shared/long-date';
import { paths } from '@site/shared/site-routes';
import { escapeHtml, leadPage } from './lead-page.ts';

/** Where Register Now leads without script: the server's registration form for one course
 * (docs/decisions/052). With the app, the same link opens the dialog instead. */
export const registrationFormPath = '/training-registrations/form';

const input = (
  name: string,
  label: string,
  type: string,
  options: { required?: boolean; maxLength?: number; autocomplete?: string; extra?: string },
) =>
  `<label>${escapeHtml(label)}${options.required ? ' *' : ''}<input name="${name}" type="${type}"${
    options.required ? ' required' : ''
  }${options.maxLength ? ` maxlength="${options.maxLength}"` : ''}${
    options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''
  }${options.extra ?? ''}></label>`;

/** The registration form of a published course, posted to the same route as the app's dialog
 * (`application/x-www-form-urlencoded`, answered 303 to the thank-you page; decision 044). */
export function registrationPage(course: Course, action: string, today: string = companyDay()) {
  const upcoming = upcomingSessions(course, today);
  const session =
    upcoming.length > 0
      ? `<label>Session<select name="sessionId">${upcoming
          .map(
            (s) =>
              `<option value="${escapeHtml(s.id)}">${escapeHtml(`${formatLongDate(s.startDate)} · ${s.location}`)}</option>`,
          )
          .join('')}</select></label>`
      : `<p><strong>Session:</strong> the next session, to be announced. We will contact you when its dates are set.</p>`;
  const formHtml = `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="course" value="${escapeHtml(course.id)}">
${session}
${input('firstName', 'First Name', 'text', { required: true, maxLength: LEAD_LIMITS.name, autocomplete: 'given-name' })}
${input('lastName', 'Last Name', 'text', { required: true, maxLength: LEAD_LIMITS.name, autocomplete: 'family-name' })}
${input('email', 'Email', 'email', { required: true, maxLength: LEAD_LIMITS.email, autocomplete: 'email' })}
${input('phone', 'Phone (optional)', 'tel', { maxLength: LEAD_LIMITS.phone, autocomplete: 'tel' })}
${input('organisation', 'Organisation (optional)', 'text', { maxLength: LEAD_LIMITS.organisation, autocomplete: 'organization' })}
${input('participants', 'Number of participants', 'number', { required: true, extra: ` min="1" max="${MAX_PARTICIPANTS}" step="1" value="1"` })}
<div class="trap" aria-hidden="true"><label>Website<input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>
<button type="submit" class="button">Register</button>
<p class="small">We store what you send to answer you and delete it after two years at the latest. See our <a href="${paths.privacy}">Privacy Policy</a>.</p>
</form>`;
  return leadPage({
    heading: course.title,
    text: 'Course registration',
    formHtml,
    back: { href: paths.training, label: 'Back to the training courses' },
  });
}
