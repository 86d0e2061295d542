import { CARD_TYPE } from '@app/shared';
import { WalletBindForm } from './components/wallet-bind-form';

/** /addAnToken: an AnToken wallet address, TRC20 only. */
export default function AddAnTokenPage() {
  return <WalletBindForm type={CARD_TYPE.antoken} />;
}
