import { lazy, Suspense } from 'react';
import GamePage from '../features/frames/game-page';

// Its own chunk: the reality check matters only once a game is open.
const RealityCheck = lazy(() => import('../features/protection/components/reality-check'));

/** /gamePage: the frame (agent login, service or a game) and, over a game, the reality check. */
export default function GameRoute() {
  return (
    <>
      <GamePage />
      <Suspense fallback={null}>
        <RealityCheck />
      </Suspense>
    </>
  );
}
