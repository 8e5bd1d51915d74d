import type { ContactMessage } from '@site/shared';
import { company } from '@site/shared/company';
import { ConfirmDeleteButton } from '@site/web/components/ui/confirm-delete-button.tsx';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { setMessageRead } from '../../api/admin-api.ts';
import { useAdminList, useListChanges } from '../../api/admin-lists.ts';
import { ListPanel, plural, secondaryButton } from '../../components/list-panel.tsx';
import { useQueryParam } from '../../components/use-query-param.ts';
import { useSession } from '../../session/session-context.tsx';

const replyHref = (message: ContactMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject ?? `Your message to ${company.shortName}`}`)}`;

/** The "Messages" screen: what visitors sent through the contact form, newest first. Everything they
 * typed is rendered as text (React escapes it), never as HTML. `/admin/messages?id=<id>` (the link
 * in a new message's mail) opens it on that message. */
export function InboxPanel() {
  const { token } = useSession();
  const messages = useAdminList('messages', token);
  const changes = useListChanges('messages', token);
  const [openId] = useQueryParam('id');
  const gone = openId !== '' && messages.data?.every((message) => message.id !== openId);
  // The message the address names is brought into view and takes the focus, once it is listed.
  const showOpened = (article: HTMLElement | null) => {
    if (!article || article.dataset.shown) return;
    article.dataset.shown = 'true';
    article.focus({ preventScroll: true });
    article.scrollIntoView?.({ block: 'center' });
  };
  return (
    <>
      {gone && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-800"
        >
          The message this link opened is no longer in the inbox: it was deleted.
        </p>
      )}
      <ListPanel
        title="Messages"
        query={messages}
        summary={(list) =>
          `${plural(list.length, 'message')}, ${list.filter((m) => !m.read).length} unread`
        }
        emptyText="No messages yet."
        renderItem={(message) => {
          const name = `${message.firstName} ${message.lastName}`;
          return (
            <li
              key={message.id}
              className={`p-4 sm:p-5 ${message.read ? '' : 'border-l-4 border-brand-600 bg-brand-50/40'} ${message.id === openId ? 'ring-2 ring-inset ring-brand-700' : ''}`}
            >
              <article
                aria-label={`Message from ${name}`}
                aria-current={message.id === openId ? 'true' : undefined}
                tabIndex={message.id === openId ? -1 : undefined}
                ref={message.id === openId ? showOpened : undefined}
                className="focus:outline-none"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="break-words text-lg font-semibold text-slate-900">{name}</h3>
                  {!message.read && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      Unread
                    </span>
                  )}
                </div>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                  <span className="break-all">{message.email}</span>
                  {message.phone && <span>{message.phone}</span>}
                  {message.company && <span>{message.company}</span>}
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </p>
                {message.subject && (
                  <p className="mt-2 text-sm text-slate-800">
                    <span className="font-semibold">Subject:</span> {message.subject}
                  </p>
                )}
                <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">
                  {message.message}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={changes.busy === message.id}
                    aria-label={`${message.read ? 'Mark as unread' : 'Mark as read'}: message from ${name}`}
                    onClick={() =>
                      changes.run(message.id, () =>
                        setMessageRead(token, message.id, !message.read),
                      )
                    }
                    className={secondaryButton}
                  >
                    {message.read ? 'Mark as unread' : 'Mark as read'}
                  </button>
                  <a
                    href={replyHref(message)}
                    aria-label={`Reply to ${name}`}
                    className={secondaryButton}
                  >
                    Reply
                  </a>
                  <ConfirmDeleteButton
                    disabled={changes.busy === message.id}
                    aria-label={`Delete message from ${name}`}
                    confirmation="Delete this message? This cannot be undone."
                    onConfirm={() => changes.remove(message.id, 'Message deleted.')}
                  >
                    Delete
                  </ConfirmDeleteButton>
                </div>
              </article>
            </li>
          );
        }}
      />
    </>
  );
}
