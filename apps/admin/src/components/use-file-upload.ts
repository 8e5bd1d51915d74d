import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PortalSession } from '../api/admin-api.ts';
import { UploadCancelled, uploadFile, type UploadProgress } from '../api/upload-request.ts';

type FileUploadOptions<T> = {
  /** The upload route under /api and its multipart field. */
  path: '/upload/cloud-image' | '/upload/document' | '/upload/video';
  field: 'image' | 'file';
  /** The change's words for a refusal or a failure (the portal's query client shows them). */
  meta: MutationMeta;
  onUploaded: (answer: T) => void;
};

/** One file upload at a time for a field of the portal: its progress, a cancel, and the outcome. A
 * cancelled upload is no failure: nothing is reported, and the form keeps what it had. */
export function useFileUpload<T>(token: PortalSession, options: FileUploadOptions<T>) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File): Promise<T | null> => {
      const abort = new AbortController();
      controller.current = abort;
      setCancelled(false);
      setProgress({ loaded: 0, total: file.size });
      try {
        return await uploadFile<T>(token, options.path, options.field, file, {
          onProgress: setProgress,
          signal: abort.signal,
        });
      } catch (error) {
        if (error instanceof UploadCancelled) return null;
        throw error;
      }
    },
    meta: options.meta,
    onSuccess: (answer) => {
      if (answer === null) setCancelled(true);
      else options.onUploaded(answer);
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });
  return {
    start: (file: File) => upload.mutate(file),
    cancel: () => controller.current?.abort(),
    uploading: upload.isPending,
    progress,
    cancelled: cancelled && !upload.isPending,
    /** The server's reason for the last refusal, or the failure's, until the next upload. */
    error: upload.error?.message ?? null,
    data: upload.data ?? null,
  };
}

export type FileUpload<T> = ReturnType<typeof useFileUpload<T>>;
