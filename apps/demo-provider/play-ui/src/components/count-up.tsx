import { useEffect, useRef } from 'react';
import { formatFen } from '@app/shared';
import { animate, easeOut } from '../lib/motion';

/**
 * A win counted up from 0 to `fen` (a frame at a time, written straight into the text), then
 * done(). Reduced motion shows the amount at once.
 */
export function CountUp({
  fen,
  reduced,
  ms = 1200,
  done,
  className,
}: {
  fen: number;
  reduced: boolean;
  ms?: number;
  done?: () => void;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const doneRef = useRef(done);
  doneRef.current = done;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const show = (v: number) => (el.textContent = formatFen(v));
    if (reduced) {
      show(fen);
      doneRef.current?.();
      return;
    }
    return animate(
      ms,
      (t) => show(Math.round(fen * easeOut(t))),
      () => doneRef.current?.(),
    );
  }, [fen, reduced, ms]);
  return (
    <span ref={ref} className={className}>
      {reduced ? formatFen(fen) : '0.00'}
    </span>
  );
}
