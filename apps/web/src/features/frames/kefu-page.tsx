import { useNavigate } from 'react-router';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/errors';
import { useServiceUrl } from './api/get-service-url';
import { FrameView } from './components/frame-view';
import { useWindowHeight } from './hooks/use-window-height';

/** Header plus tab bar plus breathing room: the frame is the viewport minus 110 px (spec 000 §2). */
const CHROME_PX = 110;

/** /kefu: the customer-service chat in a frame; kept alive so a conversation survives navigation. */
export default function KefuPage() {
  const { data: url, isPending, error, refetch } = useServiceUrl();
  const height = useWindowHeight() - CHROME_PX;
  const navigate = useNavigate();

  if (isPending) return <PageLoading text="加载中..." />;
  if (error) return <PageError description={errorText(error)} onRetry={() => void refetch()} />;
  return <FrameView url={url} height={height} title="在线客服" onBack={() => void navigate('/')} />;
}
