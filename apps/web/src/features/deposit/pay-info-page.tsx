import { useSearchParams } from 'react-router';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/errors';
import { usePayInfo } from './api/get-pay-info';
import { PayInfoView, TokenPayInfoView } from './components/pay-info-views';

/** /payInfo?deposit_no=: how to pay an order, refreshed every 3 s until it is credited. */
export default function PayInfoPage() {
  const [params] = useSearchParams();
  const depositNo = params.get('deposit_no') ?? '';
  const info = usePayInfo(depositNo);

  if (!depositNo) return <PageError description="缺少订单号" />;
  if (info.isPending) return <PageLoading />;
  if (info.error)
    return <PageError description={errorText(info.error)} onRetry={() => void info.refetch()} />;
  return info.data.kind === 'antoken' ? (
    <TokenPayInfoView info={info.data.data} refreshing={info.isFetching} />
  ) : (
    <PayInfoView info={info.data.data} refreshing={info.isFetching} />
  );
}
