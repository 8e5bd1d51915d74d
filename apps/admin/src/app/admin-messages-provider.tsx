import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AdminMessagesContext,
  type AdminMessage,
  type AdminMessageKind,
} from './admin-messages.ts';

/** One message at a time: a new one replaces the last, so the live region never piles up. */
export function AdminMessagesProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<AdminMessage | null>(null);
  const nextId = useRef(1);

  const notify = useCallback((kind: AdminMessageKind, text: string) => {
    const id = nextId.current++;
    setMessage({ id, kind, text });
  }, []);
  const dismiss = useCallback(() => setMessage(null), []);

  const value = useMemo(() => ({ message, notify, dismiss }), [message, notify, dismiss]);
  return <AdminMessagesContext.Provider value={value}>{children}</AdminMessagesContext.Provider>;
}
