import { useEffect } from 'react';

/** Sets the document title while the component is shown, and puts the previous one back. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
