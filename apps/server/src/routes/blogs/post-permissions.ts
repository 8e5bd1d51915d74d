import type { AuditAction } from '@site/shared/audit-actions';
import type { BlogInput, BlogStatus } from '@site/shared';
import {
  AUTHOR_STATUSES,
  PUBLISH_AT_IN_PAST,
  PUBLISH_AT_REQUIRED,
  ROLE_FORBIDDEN,
} from '@site/shared';
import type { SignedInAdmin } from '../../plugins/auth.ts';
import { HttpError } from '../../errors.ts';

/** Administrators and editors do everything with posts; an author only their own drafts. */
export const managesAllPosts = (admin: SignedInAdmin) =>
  admin.role === 'admin' || admin.role === 'editor';

/** An author may give a post only the statuses of `AUTHOR_STATUSES` (403 otherwise). */
export function checkStatusAllowed(admin: SignedInAdmin, status: BlogStatus | undefined) {
  if (managesAllPosts(admin)) return;
  if (!AUTHOR_STATUSES.includes(status ?? 'draft')) throw new HttpError(403, ROLE_FORBIDDEN);
}

/** An author changes only their own posts, and only while they are drafts or in review. */
export function checkMayEdit(
  admin: SignedInAdmin,
  post: { owner_id: string | null; status: string },
) {
  if (managesAllPosts(admin)) return;
  if (post.owner_id !== admin.id || !AUTHOR_STATUSES.includes(post.status as BlogStatus))
    throw new HttpError(403, ROLE_FORBIDDEN);
}

/** An author reads only their own posts' revisions and preview links. */
export function checkMayRead(admin: SignedInAdmin, post: { owner_id: string | null }) {
  if (!managesAllPosts(admin) && post.owner_id !== admin.id)
    throw new HttpError(403, ROLE_FORBIDDEN);
}

/** A scheduled post needs a `publishAt` in the future. */
export function checkSchedule(input: BlogInput, now = new Date()) {
  if (input.status !== 'scheduled') return;
  if (!input.publishAt)
    throw new HttpError(400, PUBLISH_AT_REQUIRED, { fields: { publishAt: [PUBLISH_AT_REQUIRED] } });
  if (Date.parse(input.publishAt) <= now.getTime())
    throw new HttpError(400, PUBLISH_AT_IN_PAST, { fields: { publishAt: [PUBLISH_AT_IN_PAST] } });
}

/** The audit trail's name for a change of status, when it is a step of the workflow. */
export function workflowAction(from: string | null, to: string): AuditAction | null {
  if (from === to) return null;
  if (to === 'in_review') return 'post.submit';
  if (to === 'published') return 'post.publish';
  if (to === 'scheduled') return 'post.schedule';
  return null;
}
