import { createContext, useContext } from 'react';

export type AdminMessageKind = 'error' | 'success';
export type AdminMessage = { id: number; kind: AdminMessageKind; text: string };

export type AdminMessages = {
  message: AdminMessage | null;
  notify: (kind: AdminMessageKind, text: string) => void;
  dismiss: () => void;
};

export const AdminMessagesContext = createContext<AdminMessages | null>(null);

export function useAdminMessages(): AdminMessages {
  const messages = useContext(AdminMessagesContext);
  if (!messages) throw new Error('useAdminMessages must be used inside AdminMessagesProvider');
  return messages;
}

export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired. Sign in again to save your changes.';
