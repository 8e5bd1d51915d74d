import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { createPreviewLink } from './admin-api.ts';
import { useAdminMessages } from './admin-messages.ts';
import { CopyableLink, copyToClipboard } from './copyable-link.tsx';

/** "Copy preview link": a signed address that shows the unpublished post to anyone who has it for
 * 7 days. It is copied to the clipboard where the browser allows, and shown to copy by hand. */
export function BlogPreviewLink({ postId, token }: { postId: string; token: string | null }) {
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
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => make.mutate()}
        disabled={make.isPending}
        className="rounded-lg border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
      >
        Copy preview link
      </button>
      {link && (
        <CopyableLink
          label={`Preview link (valid until ${formatDateTime(link.expiresAt)})`}
          url={link.url}
        />
      )}
    </div>
  );
}
