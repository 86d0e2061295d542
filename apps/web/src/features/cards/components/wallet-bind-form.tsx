import { useState } from 'react';
import { Input, Selector } from 'antd-mobile';
import { CARD_TYPE, cleanAddress, PROTOCOLS, validateWallet, type Protocol } from '@app/shared';
import { FormRow } from '../../../components/form-card';
import { BindForm } from './bind-form';
import { useBindSubmit } from './use-bind-submit';
import styles from '../bind-page.module.css';

type WalletType = typeof CARD_TYPE.usdt | typeof CARD_TYPE.antoken;

const CONFIG: Record<
  WalletType,
  { bank: string; protocols: readonly Protocol[]; notice: string; note: string }
> = {
  [CARD_TYPE.usdt]: {
    bank: 'USDT',
    protocols: PROTOCOLS,
    notice: '请选择与地址一致的协议：TRC20 地址以 T 开头，ERC20 地址以 0x 开头。协议选错将导致资产无法到账。',
    note: '最多可绑定5个USDT地址，绑定后可在“提现绑定管理”中查看与解绑。',
  },
  [CARD_TYPE.antoken]: {
    bank: 'antoken',
    protocols: ['TRC20'],
    notice: 'AnToken 钱包仅支持 TRC20 协议，请填写您 AnToken 钱包中的 TRC20 收款地址。',
    note: '绑定后即可在取款页选择 AnToken 钱包提现。',
  },
};

/** USDT (type 2) and AnToken (type 4) address binding: protocol, address, payment password. */
export function WalletBindForm({ type }: { type: WalletType }) {
  const config = CONFIG[type];
  const bind = useBindSubmit();
  const [protocol, setProtocol] = useState<Protocol>('TRC20');
  const [address, setAddress] = useState('');
  const [payPass, setPayPass] = useState('');

  // Wallet binds show the server's own message (spec 001 §7).
  const submit = () =>
    bind.submit(validateWallet(type, { address, protocol, pay_pass: payPass }), () => ({
      bank: config.bank,
      bank_no: address,
      bank_owner: protocol,
      pay_pass: payPass,
    }));

  return (
    <BindForm
      notice={config.notice}
      note={config.note}
      payPass={payPass}
      onPayPass={setPayPass}
      pending={bind.pending}
      onSubmit={submit}
    >
      <FormRow label="钱包协议">
        <Selector
          className={styles.protocols}
          options={config.protocols.map((p) => ({ label: p, value: p }))}
          value={[protocol]}
          // A protocol is always chosen: tapping the chosen one again keeps it.
          onChange={(value) => value[0] && setProtocol(value[0])}
          showCheckMark={false}
        />
      </FormRow>
      <FormRow label="钱包地址">
        <Input
          name="address"
          className={styles.address}
          placeholder={type === CARD_TYPE.usdt ? '请输入USDT地址' : '请输入钱包地址'}
          value={address}
          onChange={(value) => setAddress(cleanAddress(value))}
          autoComplete="off"
          clearable
        />
      </FormRow>
    </BindForm>
  );
}
