import { useState } from 'react';
import { Input, Picker, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { CARD_MSG, digitsOnly, validateBankCard, CARD_NO_LENGTH } from '@app/shared';
import { useBankList } from '../../api/get-bank-list';
import { useUser } from '../../api/get-user';
import { FormCard, FormRow, PickerValue } from '../../components/form-card';
import { PayPasswordInput } from '../../components/pay-password-input';
import { PrimaryButton } from '../../components/primary-button';
import { isOk } from '../../lib/api-client';
import { toastError } from '../../lib/toast-error';
import { useBindCard } from './api/post-bind-card';
import { BindNotice } from './components/bind-notice';
import styles from './bind-page.module.css';

/** /addBankCard: holder (the player's real name), bank, branch, number, payment password. */
export default function AddBankCardPage() {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const bankList = useBankList();
  const bind = useBindCard();
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

  const submit = async () => {
    const form = { bank_owner: holder, bank, bank_address: branch, bank_no: cardNo, pay_pass: payPass };
    const invalid = validateBankCard(form);
    if (invalid) {
      Toast.show({ content: invalid });
      return;
    }
    try {
      const answer = await bind.mutateAsync({
        ...form,
        bank_owner: holder.trim(),
        bank_address: branch.trim(),
      });
      if (!isOk(answer)) {
        Toast.show({ icon: 'fail', content: answer.message });
        return;
      }
      Toast.show({ icon: 'success', content: CARD_MSG.bindSuccess });
      void navigate(-1);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <div className={styles.page}>
      <BindNotice>请绑定您本人名下的银行卡，持卡人姓名须与注册时填写的真实姓名一致。</BindNotice>
      <FormCard>
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
          <PickerValue
            value={bank}
            placeholder={bankList.isPending ? '银行列表加载中...' : '请选择开户银行'}
          />
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
        <FormRow label="支付密码">
          <PayPasswordInput value={payPass} onChange={setPayPass} />
        </FormRow>
      </FormCard>
      <div className={styles.actions}>
        <PrimaryButton loading={bind.isPending} onClick={submit}>
          确认绑定
        </PrimaryButton>
      </div>
      <p className={styles.note}>绑定后不可自行修改，如需更改请联系24小时在线客服。</p>
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
    </div>
  );
}
