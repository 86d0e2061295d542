import { useState } from 'react';
import { App } from 'antd';
import { errorText } from '../lib/errors';

/**
 * A modal's save in flight: `run(work)` marks it busy until `work` settles and shows a failure as an
 * error message (the modal stays open).
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
