import { ListIcon, SlipIcon, TrophyIcon } from './icons';

export type Screen = 'lobby' | 'bets';

interface Props {
  screen: Screen | 'event';
  legs: number;
  onScreen: (s: Screen) => void;
  onSlip: () => void;
}

/** 赛事, the bet slip (with its count) and 我的注单 at the bottom of the phone. */
export function BottomNav({ screen, legs, onScreen, onSlip }: Props) {
  return (
    <nav className="bottom-nav" aria-label="导航">
      <button
        type="button"
        className={screen !== 'bets' ? 'on' : ''}
        aria-current={screen !== 'bets' ? 'page' : undefined}
        onClick={() => onScreen('lobby')}
      >
        <TrophyIcon />
        <span>赛事</span>
      </button>
      <button type="button" className="slip-tab" onClick={onSlip} aria-label={`投注单 ${legs} 项`}>
        <span className="slip-badge-wrap">
          <SlipIcon />
          {legs > 0 && <b className="badge">{legs}</b>}
        </span>
        <span>投注单</span>
      </button>
      <button
        type="button"
        className={screen === 'bets' ? 'on' : ''}
        aria-current={screen === 'bets' ? 'page' : undefined}
        onClick={() => onScreen('bets')}
      >
        <ListIcon />
        <span>我的注单</span>
      </button>
    </nav>
  );
}
