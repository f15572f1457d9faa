import { useEffect } from 'react';

/**
 * Sets the tab's title while the page that renders it is shown, and gives the previous one back when it goes.
 * (React 19 hoisted a <title> element into <head>; Preact renders elements where they stand, ADR 0010.)
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
