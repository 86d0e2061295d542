import { useEffect, useState } from 'react';
import { onToast } from '../lib/toast';

/** The toast over the page: each message for two seconds, the newest replacing the last. */
export function Toaster() {
  const [shown, setShown] = useState<{ text: string; n: number } | null>(null);
  useEffect(() => onToast((text) => setShown((s) => ({ text, n: (s?.n ?? 0) + 1 }))), []);
  useEffect(() => {
    if (!shown) return;
    const t = window.setTimeout(() => setShown(null), 2000);
    return () => window.clearTimeout(t);
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="toast" role="status" key={shown.n}>
      {shown.text}
    </div>
  );
}
