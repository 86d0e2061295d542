import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { FrameView } from './components/frame-view';
import { GAME_BAR_HEIGHT, GameBar } from './components/game-bar';
import { useFrameSource } from './hooks/use-frame-source';
import { useWindowHeight } from './hooks/use-window-height';

/** /gamePage: a game, the agent login or customer service in a frame under a back-to-home bar. */
export default function GamePage() {
  const navigate = useNavigate();
  const source = useFrameSource();
  const height = useWindowHeight() - GAME_BAR_HEIGHT;
  const home = () => void navigate('/');

  return (
    <div>
      <GameBar title={source.title} onBack={home} />
      {source.loading || source.url === undefined ? (
        <PageLoading text="正在进入，请稍候..." />
      ) : (
        <FrameView url={source.url} height={height} title={source.title} onBack={home} />
      )}
    </div>
  );
}
