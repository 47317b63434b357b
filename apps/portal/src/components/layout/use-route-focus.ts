import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its code and first data loading) before focus gives up. */
const headingWaitMs = 5000;

/**
 * After a move to another page (a new path; not the first page, nor filters written into the query), focus goes
 * to the new page's h1, as screen-reader users expect: otherwise it stays on the link that was followed, and the
 * next Tab continues in the menu. A dialog the new address opens keeps its focus.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const deadline = performance.now() + headingWaitMs;
    let frame = 0;
    const focusHeading = () => {
      if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
      const heading = main.current?.querySelector<HTMLElement>('h1');
      if (heading) {
        // Focusable by script only, not a Tab stop.
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(focusHeading);
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
