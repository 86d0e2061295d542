import { useState } from 'react';
import { Picker } from 'antd-mobile';
import { CARD_MSG, digitsOnly, validateBankCard, CARD_NO_LENGTH } from '@app/shared';
import { useBankList } from '../../api/get-bank-list';
import { useUser } from '../../api/get-user';
import { FormRow, InputRow, PickerValue } from '../../components/form-card';
import { BindForm } from './components/bind-form';
import { useBindSubmit } from './components/use-bind-submit';

const cardDigits = (value: string) => digitsOnly(value, CARD_NO_LENGTH.max);

/** /addBankCard: holder (the player's real name), bank, branch, number, payment password. */
export default function AddBankCardPage() {
  const { data: user } = useUser();
  const bankList = useBankList();
  const bind = useBindSubmit();
  // null until edited: the holder starts as the registered real name, which loads with the profile.
  const [owner, setOwner] = useState<string | null>(null);
  const [bank, setBank] = useState('');
  const [typed, setTyped] = useState({ bank_address: '', bank_no: '' });
  const [payPass, setPayPass] = useState('');
  const [picking, setPicking] = useState(false);
  const holder = owner ?? user?.realname ?? '';
  const text = (key: keyof typeof typed, clean = (value: string) => value) => ({
    name: key,
    value: typed[key],
    onChange: (value: string) => setTyped((prev) => ({ ...prev, [key]: clean(value) })),
  });

  const openPicker = () => {
    if (bankList.error) void bankList.refetch();
    setPicking(true);
  };

  const submit = () => {
    const form = { bank_owner: holder, bank, ...typed, pay_pass: payPass };
    const body = () => ({ ...form, bank_owner: holder.trim(), bank_address: typed.bank_address.trim() });
    return bind.submit(validateBankCard(form), body, CARD_MSG.bindSuccess);
  };

  return (
    <BindForm
      notice="请绑定您本人名下的银行卡，持卡人姓名须与注册时填写的真实姓名一致。"
      note="绑定后不可自行修改，如需更改请联系24小时在线客服。"
      payPass={payPass}
      onPayPass={setPayPass}
      pending={bind.pending}
      onSubmit={submit}
      after={
        <Picker
          title="选择开户银行"
          visible={picking}
          loading={bankList.isPending}
          columns={[(bankList.data ?? []).map((item) => ({ label: item.bank_name, value: item.bank_name }))]}
          value={bank ? [bank] : []}
          onClose={() => setPicking(false)}
          onConfirm={(value) => setBank(String(value[0] ?? ''))}
          confirmText="确定"
          cancelText="取消"
        />
      }
    >
      <InputRow
        label="持卡人"
        name="bank_owner"
        placeholder="请输入持卡人姓名"
        value={holder}
        onChange={setOwner}
      />
      <FormRow label="开户银行" onClick={openPicker}>
        <PickerValue value={bank} placeholder={bankList.isPending ? '银行列表加载中...' : '请选择开户银行'} />
      </FormRow>
      <InputRow label="开户行地址" placeholder="如：北京朝阳支行" {...text('bank_address')} />
      <InputRow
        label="银行卡号"
        inputMode="numeric"
        placeholder="请输入银行卡号"
        {...text('bank_no', cardDigits)}
      />
    </BindForm>
  );
}
