import { useEffect } from 'react';
import { usePoll } from '../hooks/use-poll';
import type { Slip } from '../hooks/use-slip';
import { getEvent } from '../lib/api';
import { kickoff } from '../lib/format';
import { groupMarkets, matchName } from '../lib/markets';
import type { Card, Market, Selection } from '../lib/types';
import { Foldable } from './foldable';
import { SportIcon } from './icons';
import { OddsButton } from './odds-button';
import { Empty, Failed, Loading } from './states';

interface Props {
  id: string;
  slip: Slip;
  onPick: (card: Card, market: Market, selection: Selection) => void;
}

/** The match at the top of its page: teams, score or kick-off, clock and details. */
function Scoreboard({ card }: { card: Card }) {
  const v = card.view;
  const live = v.phase === 'live';
  return (
    <header className={`scoreboard ${card.sport}`}>
      <div className="board-league">
        <SportIcon sport={card.sport} className="board-icon" />
        {card.league}
      </div>
      <div className="board-main">
        <b className="board-team">{card.home}</b>
        <div className="board-score">
          {v.phase === 'pre' ? (
            <span className="board-vs">VS</span>
          ) : (
            <b data-testid="score">
              {v.score.home} - {v.score.away}
            </b>
          )}
          {v.phase !== 'pre' && v.scoreLabel && <span className="board-score-label">{v.scoreLabel}</span>}
          <span className={live ? 'board-clock live' : 'board-clock'}>
            {live ? v.clock : v.phase === 'ended' ? '已结束' : kickoff(card.kickoff_at)}
          </span>
        </div>
        <b className="board-team">{card.away}</b>
      </div>
      {(v.detail || v.suspended) && (
        <div className="board-detail">
          {v.detail}
          {v.suspended && <span className="paused">盘口暂停</span>}
        </div>
      )}
    </header>
  );
}

/** One match with every open market, kinds folded under their titles, polled every 3 s. */
export function EventView({ id, slip, onPick }: Props) {
  const event = usePoll(() => getEvent(id), id, 3000);
  const { follow } = slip;
  const card = event.data;

  useEffect(() => {
    if (card) follow([card], true);
  }, [card, follow]);

  if (event.loading) return <Loading />;
  if (!card) {
    if (event.error) return <Failed message={event.error.message} />;
    return <Empty title="赛事不存在或已下架" />;
  }
  const groups = groupMarkets(card.markets);
  const name = matchName(card);

  return (
    <div className="event">
      <Scoreboard card={card} />
      {groups.length === 0 && (
        <Empty
          title={card.view.phase === 'ended' ? '比赛已结束' : '暂无开放盘口'}
          hint="盘口开放后将在此显示"
        />
      )}
      {groups.map((g) => (
        <Foldable key={g.kind} className="market" title={g.title} head={<span>{g.title}</span>}>
          {g.markets.map((m) => (
            <div key={m.key} className={`market-row ${m.selections.length > 2 ? 'three' : 'two'}`}>
              {m.selections.map((s) => (
                <OddsButton
                  key={s.key}
                  odds={s.odds}
                  locked={card.view.suspended}
                  line={s.label}
                  selected={slip.has(card.id, m.key, s.key)}
                  label={`${name} ${m.name} ${s.label}`}
                  onPick={() => onPick(card, m, s)}
                />
              ))}
            </div>
          ))}
        </Foldable>
      ))}
    </div>
  );
}
