import { useEffect, useState, type RefObject } from 'react';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether `mine` (a fixed element) lies over `other` on screen now, checked on every scroll (of the
 * page or any scroller in it) and resize, once per frame. `mine` must keep its place while it
 * answers: move what is inside it, not the element itself.
 */
export function useOverlap(
  mine: RefObject<HTMLElement | null>,
  other: RefObject<HTMLElement | null> | undefined,
): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!other) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const a = mine.current;
      const b = other.current;
      setOver(Boolean(a && b && overlaps(a.getBoundingClientRect(), b.getBoundingClientRect())));
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', soon, { capture: true, passive: true });
    window.addEventListener('resize', soon, { passive: true });
    // The lobby drawn after the first paint moves the footer without any scroll.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(soon);
    observer?.observe(document.body);
    if (other.current?.parentElement) observer?.observe(other.current.parentElement);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon, { capture: true });
      window.removeEventListener('resize', soon);
      observer?.disconnect();
    };
  }, [mine, other]);
  return over;
}
