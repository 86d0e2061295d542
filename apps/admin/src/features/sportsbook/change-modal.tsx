import type { ReactNode } from 'react';
import { Alert, App, Form, Modal, type FormInstance } from 'antd';
import { useModalForm } from '../../components/use-busy-action';
import type { SportsbookEventDetail, SportsbookPlatform } from './api/get-events';

/**
 * A change to a match asked for in a modal: its form, and an `onOk` that validates, sends the
 * values, says `done` and closes (a refusal shows the server's message and keeps it open).
 */
export function useChangeForm<V extends object>(
  send: (values: V) => Promise<unknown>,
  done: string,
  onClose: () => void,
) {
  const { message } = App.useApp();
  return useModalForm<V>(async (values) => {
    await send(values);
    message.success(done);
    onClose();
  });
}

/** What a change's dialog is opened with: the match it changes, on which platform. */
export interface ChangeDialogProps {
  platform: SportsbookPlatform;
  e: SportsbookEventDetail;
  open: boolean;
  onClose: () => void;
}

interface ChangeModalProps<V> {
  dialog: ChangeDialogProps;
  /** The change's name, the title's first half (the match is the second). */
  action: string;
  okText: string;
  /** What the change does to tickets and money, said before it is made. */
  warning: string;
  modal: { form: FormInstance<V>; busy: boolean; onOk: () => void };
  initialValues?: Partial<V>;
  children: ReactNode;
}

/** The modal of a change to a match: its warning above the form, a danger button to confirm. */
export function ChangeModal<V>({ dialog, modal, ...props }: ChangeModalProps<V>) {
  return (
    <Modal
      open={dialog.open}
      title={`${props.action} · ${dialog.e.match}`}
      okText={props.okText}
      okButtonProps={{ danger: true, loading: modal.busy }}
      onOk={modal.onOk}
      onCancel={dialog.onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={props.warning} />
      <Form form={modal.form} layout="vertical" preserve={false} initialValues={props.initialValues}>
        {props.children}
      </Form>
    </Modal>
  );
}
