import type { ReactNode } from 'react';
import { FormCard, FormRow } from '../../../components/form-card';
import { PayPasswordInput } from '../../../components/pay-password-input';
import { FormSubmit } from '../../../components/primary-button';
import { BindNotice } from './bind-notice';
import styles from '../bind-page.module.css';

interface Props {
  notice: ReactNode;
  note: ReactNode;
  /** The rows above the payment password. */
  children: ReactNode;
  payPass: string;
  onPayPass: (value: string) => void;
  pending: boolean;
  onSubmit: () => void;
  /** What goes under the page, e.g. a picker. */
  after?: ReactNode;
}

/** A bind screen: the notice, the form card ending in the payment password, 确认绑定 and a note. */
export function BindForm({ notice, note, children, payPass, onPayPass, pending, onSubmit, after }: Props) {
  return (
    <div className={styles.page}>
      <BindNotice>{notice}</BindNotice>
      <FormCard>
        {children}
        <FormRow label="支付密码">
          <PayPasswordInput value={payPass} onChange={onPayPass} />
        </FormRow>
      </FormCard>
      <FormSubmit loading={pending} onClick={onSubmit} note={note}>
        确认绑定
      </FormSubmit>
      {after}
    </div>
  );
}
