import { useState } from 'react';
import { Input, Picker } from 'antd-mobile';
import { CARD_MSG, digitsOnly, validateBankCard, CARD_NO_LENGTH } from '@app/shared';
import { useBankList } from '../../api/get-bank-list';
import { useUser } from '../../api/get-user';
import { FormRow, PickerValue } from '../../components/form-card';
import { BindForm } from './components/bind-form';
import { useBindSubmit } from './components/use-bind-submit';

/** /addBankCard: holder (the player's real name), bank, branch, number, payment password. */
export default function AddBankCardPage() {
  const { data: user } = useUser();
  const bankList = useBankList();
  const bind = useBindSubmit();
  // null until edited: the holder starts as the registered real name, which loads with the profile.
  const [owner, setOwner] = useState<string | null>(null);
  const [bank, setBank] = useState('');
  const [branch, setBranch] = useState('');
  const [cardNo, setCardNo] = useState('');
  const [payPass, setPayPass] = useState('');
  const [picking, setPicking] = useState(false);
  const holder = owner ?? user?.realname ?? '';

  const openPicker = () => {
    if (bankList.error) void bankList.refetch();
    setPicking(true);
  };

  const submit = () => {
    const form = { bank_owner: holder, bank, bank_address: branch, bank_no: cardNo, pay_pass: payPass };
    const body = () => ({ ...form, bank_owner: holder.trim(), bank_address: branch.trim() });
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
      <FormRow label="持卡人">
        <Input
          name="bank_owner"
          placeholder="请输入持卡人姓名"
          value={holder}
          onChange={setOwner}
          clearable
        />
      </FormRow>
      <FormRow label="开户银行" onClick={openPicker}>
        <PickerValue value={bank} placeholder={bankList.isPending ? '银行列表加载中...' : '请选择开户银行'} />
      </FormRow>
      <FormRow label="开户行地址">
        <Input
          name="bank_address"
          placeholder="如：北京朝阳支行"
          value={branch}
          onChange={setBranch}
          clearable
        />
      </FormRow>
      <FormRow label="银行卡号">
        <Input
          name="bank_no"
          inputMode="numeric"
          placeholder="请输入银行卡号"
          value={cardNo}
          onChange={(value) => setCardNo(digitsOnly(value, CARD_NO_LENGTH.max))}
          clearable
        />
      </FormRow>
    </BindForm>
  );
}
