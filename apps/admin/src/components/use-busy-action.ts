import { useState } from 'react';
import { App, Form } from 'antd';
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

/**
 * A modal's form and its 确定: `onOk` validates the form and runs `save` with the values, busy
 * until it settles (an invalid form shows its messages; a failed save, the error, and stays open).
 */
export function useModalForm<V extends object>(save: (values: V) => Promise<void>) {
  const [form] = Form.useForm<V>();
  const { busy, run } = useBusyAction();
  const submit = async () => {
    const values = await form.validateFields();
    await run(() => save(values));
  };
  return { form, busy, onOk: () => void submit().catch(() => undefined) };
}
