import { CARD_TYPE } from '@app/shared';
import { WalletBindForm } from './components/wallet-bind-form';

/** /addUsdtAds: a USDT address on TRC20 (default) or ERC20. */
export default function AddUsdtPage() {
  return <WalletBindForm type={CARD_TYPE.usdt} />;
}
