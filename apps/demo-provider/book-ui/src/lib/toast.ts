/** One short message at a time over the page (a refused tap, a cash-out done). */
type Listener = (text: string) => void;
const listeners = new Set<Listener>();

export function showToast(text: string): void {
  for (const l of listeners) l(text);
}

export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
