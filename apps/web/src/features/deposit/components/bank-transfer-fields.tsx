import { useState } from 'react';
import { DotLoading, Picker } from 'antd-mobile';
import { digitsOnly, CARD_NO_LENGTH } from '@app/shared';
import { useBankList } from '../../../api/get-bank-list';
import { CopyButton } from '../../../components/copy-button';
import { FormCard, FormRow, InputRow, PickerValue } from '../../../components/form-card';
import { errorText } from '../../../lib/errors';
import { usePayBank } from '../api/get-pay-bank';
import styles from './bank-transfer-fields.module.css';

export interface RemitterForm {
  bank_owner: string;
  /** The chosen bank's id from the bank list. */
  bank: string;
  bank_no: string;
  bank_address: string;
}

export const EMPTY_REMITTER: RemitterForm = { bank_owner: '', bank: '', bank_no: '', bank_address: '' };

function ReceivingAccounts() {
  const accounts = usePayBank(true);
  if (accounts.isPending) {
    return (
      <div className={styles.accountsState}>
        <DotLoading color="primary" /> 收款账户加载中
      </div>
    );
  }
  if (accounts.error) {
    return (
      <button type="button" className={styles.accountsState} onClick={() => void accounts.refetch()}>
        {errorText(accounts.error) ?? '收款账户加载失败'}，点击重试
      </button>
    );
  }
  if (accounts.data.length === 0)
    return <div className={styles.accountsState}>暂无可用收款账户，请联系在线客服</div>;
  return (
    <div className={styles.accounts}>
      {accounts.data.map(({ id, bank_data: b }) => (
        <div key={id} className={styles.account} data-testid="receiving-account">
          <div className={styles.accountBank}>{b.bank_name}</div>
          <dl className={styles.accountRows}>
            <dt>收款账号</dt>
            <dd>
              <span className={styles.mono}>{b.bank_no}</span>
              <CopyButton text={b.bank_no} label="复制收款账号" />
            </dd>
            <dt>收款人</dt>
            <dd>
              <span>{b.bank_owner}</span>
              <CopyButton text={b.bank_owner} label="复制收款人" />
            </dd>
            <dt>开户地址</dt>
            <dd>{b.bank_address}</dd>
          </dl>
        </div>
      ))}
    </div>
  );
}

/** The bank panel: where to transfer to, then who transferred and from which card. */
export function BankTransferFields({
  form,
  onChange,
}: {
  form: RemitterForm;
  onChange: (form: RemitterForm) => void;
}) {
  const banks = useBankList();
  const [picking, setPicking] = useState(false);
  const set = (key: keyof RemitterForm) => (value: string) => onChange({ ...form, [key]: value });
  const text = (key: keyof RemitterForm, clean = (value: string) => value) => ({
    value: form[key],
    onChange: (value: string) => set(key)(clean(value)),
  });
  const bankName = banks.data?.find((b) => String(b.id) === form.bank)?.bank_name;

  return (
    <>
      <div className={styles.sectionTitle}>收款账户</div>
      <ReceivingAccounts />
      <div className={styles.sectionTitle}>存款信息</div>
      <div className={styles.bankForm}>
        <FormCard>
          <InputRow
            label="存款人姓名"
            name="bank_owner"
            placeholder="请输入存款人姓名"
            {...text('bank_owner')}
          />
          <FormRow
            label="存款银行"
            onClick={() => {
              if (banks.error) void banks.refetch();
              setPicking(true);
            }}
          >
            <PickerValue value={bankName} placeholder="请选择银行类型" />
          </FormRow>
          <InputRow
            label="银行卡号"
            name="remit_bank_no"
            inputMode="numeric"
            placeholder="请输入存款银行卡号"
            {...text('bank_no', (value) => digitsOnly(value, CARD_NO_LENGTH.max))}
          />
          <InputRow
            label="开户行地址"
            name="remit_bank_address"
            placeholder="如：北京朝阳支行"
            {...text('bank_address')}
          />
        </FormCard>
      </div>
      <Picker
        title="选择存款银行"
        visible={picking}
        loading={banks.isPending}
        columns={[(banks.data ?? []).map((b) => ({ label: b.bank_name, value: String(b.id) }))]}
        value={form.bank ? [form.bank] : []}
        onClose={() => setPicking(false)}
        onConfirm={(value) => set('bank')(String(value[0] ?? ''))}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}
