import type { AuditAction } from '@site/shared/audit-actions';
import type { Action, BlogInput, BlogStatus } from '@site/shared';
import {
  PUBLISH_AT_IN_PAST,
  PUBLISH_AT_REQUIRED,
  ROLE_FORBIDDEN,
  can,
  grantOf,
  postStatusesFor,
} from '@site/shared';
import type { SignedInAdmin } from '../../plugins/auth.ts';
import { HttpError } from '../../errors.ts';
import { checkImagesHaveAlt } from '../../lib/alt-gate.ts';

// Who may do what with posts is the permission table's (packages/shared permissions.ts, decision
// 051): administrators and editors everything; an author only their own drafts.

/** Whether `admin` does `action` to every post, not only their own (their list shows them all). */
export const onAllPosts = (admin: SignedInAdmin, action: Action) =>
  grantOf(admin.role, action, 'posts') === 'all';

const mayOnPost = (admin: SignedInAdmin, action: Action, post: { owner_id: string | null }) =>
  can(admin.role, action, 'posts', { ownerId: post.owner_id, userId: admin.id });

/** The role may give a post this status (403 otherwise): an author neither publishes, schedules
 * nor archives. */
export function checkStatusAllowed(admin: SignedInAdmin, status: BlogStatus | undefined) {
  if (!postStatusesFor(admin.role).includes(status ?? 'draft'))
    throw new HttpError(403, ROLE_FORBIDDEN);
}

/** The person may change this post, in the status it has now: an author only their own, and only
 * while it is a draft or in review. */
export function checkMayEdit(
  admin: SignedInAdmin,
  post: { owner_id: string | null; status: string },
) {
  if (
    !mayOnPost(admin, 'update', post) ||
    !postStatusesFor(admin.role).includes(post.status as BlogStatus)
  )
    throw new HttpError(403, ROLE_FORBIDDEN);
}

/** The person may read this post's revisions and preview links: an author only their own. */
export function checkMayRead(admin: SignedInAdmin, post: { owner_id: string | null }) {
  if (!mayOnPost(admin, 'read', post)) throw new HttpError(403, ROLE_FORBIDDEN);
}

/** The person may delete this post: an author none. */
export function checkMayDelete(admin: SignedInAdmin, post: { owner_id: string | null }) {
  if (!mayOnPost(admin, 'delete', post)) throw new HttpError(403, ROLE_FORBIDDEN);
}

/** A scheduled post needs a `publishAt` in the future. */
export function checkSchedule(input: BlogInput, now = new Date()) {
  if (input.status !== 'scheduled') return;
  if (!input.publishAt)
    throw new HttpError(400, PUBLISH_AT_REQUIRED, { fields: { publishAt: [PUBLISH_AT_REQUIRED] } });
  if (Date.parse(input.publishAt) <= now.getTime())
    throw new HttpError(400, PUBLISH_AT_IN_PAST, { fields: { publishAt: [PUBLISH_AT_IN_PAST] } });
}

/** A post that is published or scheduled (by a save, a step of the workflow or a restored
 * revision) has alt text for every image of its text (decision 072). */
export function checkPublicImages(status: BlogStatus | undefined, content: string) {
  if (status === 'published' || status === 'scheduled') checkImagesHaveAlt({ content });
}

/** The audit trail's name for a change of status, when it is a step of the workflow. */
export function workflowAction(from: string | null, to: string): AuditAction | null {
  if (from === to) return null;
  if (to === 'in_review') return 'post.submit';
  if (to === 'published') return 'post.publish';
  if (to === 'scheduled') return 'post.schedule';
  return null;
}
