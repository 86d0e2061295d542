import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { fundsAsking } from '../api/launch-funds';

// The sheet (antd Popup and Input, the transfer form) is code most visits never run: it loads
// the first time a game asks for funds, not with every page (the home page's first script).
const LaunchFundsSheet = lazy(() =>
  import('../components/launch-funds-sheet').then((module) => ({ default: module.LaunchFundsSheet })),
);

/** Mounts LaunchFundsSheet from the first offer on, and keeps it mounted to animate its closing. */
export function LaunchFundsGate() {
  const asked = useSyncExternalStore(fundsAsking.subscribe, () => fundsAsking.current() !== null);
  const [needed, setNeeded] = useState(false);
  if (asked && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LaunchFundsSheet />
    </Suspense>
  );
}
