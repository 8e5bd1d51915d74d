import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteButton } from '@site/web/components/ui/confirm-delete-button.tsx';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { createPreviewLink, revokePreviewLinks } from '../../api/admin-api.ts';
import { useAdminMessages } from '../../app/admin-messages.ts';
import { CopyableLink, copyToClipboard } from '../../components/copyable-link.tsx';
import { secondaryButton } from '../../components/list-panel.tsx';
import { useSession } from '../../session/session-context.tsx';

/** "Copy preview link": a signed address that shows the unpublished post to anyone who has it for
 * 7 days. It is copied to the clipboard where the browser allows, and shown to copy by hand.
 * "Revoke preview links" stops every link of the post made until then (a new one works again). */
export function BlogPreviewLink({ postId }: { postId: string }) {
  const { token } = useSession();
  const { notify } = useAdminMessages();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const make = useMutation({
    mutationFn: () => createPreviewLink(token, postId),
    onSuccess: async ({ path, expiresAt }) => {
      const url = new URL(path, window.location.origin).toString();
      setLink({ url, expiresAt });
      const copied = await copyToClipboard(url);
      notify('success', copied ? 'Preview link copied.' : 'Preview link ready to copy.');
    },
  });
  const revoke = useMutation({
    mutationFn: () => revokePreviewLinks(token, postId),
    onSuccess: () => {
      setLink(null);
      notify('success', 'Preview links revoked. Links shared before now no longer open.');
    },
  });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => make.mutate()}
          disabled={make.isPending}
          className={secondaryButton}
        >
          Copy preview link
        </button>
        <ConfirmDeleteButton
          disabled={revoke.isPending}
          confirmation="Revoke every preview link of this post? Links already shared stop opening; a link made afterwards works."
          onConfirm={() => revoke.mutate()}
        >
          Revoke preview links
        </ConfirmDeleteButton>
      </div>
      {link && (
        <CopyableLink
          label={`Preview link (valid until ${formatDateTime(link.expiresAt)})`}
          url={link.url}
        />
      )}
    </div>
  );
}
