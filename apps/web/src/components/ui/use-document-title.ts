import { useEffect } from 'react';

/** Sets the browser tab's title while a screen is shown, and puts the previous one back after. */
export const useDocumentTitle = (title: string | null | undefined) => {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
};
