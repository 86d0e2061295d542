import { useEffect, useState } from 'react';
import type { Slip } from '../hooks/use-slip';
import { usePoll } from '../hooks/use-poll';
import { getLobby } from '../lib/api';
import { columnTitle, columnsOf } from '../lib/markets';
import type { Card, Lobby, Market, Selection, Sport, Tab } from '../lib/types';
import { Foldable } from './foldable';
import { SportBar, TAB_LABEL } from './lobby-tabs';
import { MatchRow } from './match-row';
import { Empty, Failed, Loading } from './states';

interface Props {
  tab: Tab;
  sport: Sport | undefined;
  onSport: (s: Sport) => void;
  slip: Slip;
  onPick: (card: Card, market: Market, selection: Selection) => void;
  onOpen: (eventId: string) => void;
}

/** A tab of the lobby for one sport: matches by league (tap a league to fold it), polled every 3 s. */
export function LobbyView({ tab, sport, onSport, slip, onPick, onOpen }: Props) {
  const lobby = usePoll(() => getLobby(tab, sport), `${tab}:${sport ?? ''}`, 3000);
  const [sports, setSports] = useState<Lobby['sports']>([]);
  const { follow } = slip;

  useEffect(() => {
    if (!lobby.data) return;
    setSports(lobby.data.sports);
    follow(lobby.data.leagues.flatMap((l) => l.events));
  }, [lobby.data, follow]);

  const shown = lobby.data?.sport ?? sport;

  return (
    <>
      {sports.length > 0 && <SportBar sports={sports} sport={shown} onSport={onSport} />}
      {tab === 'parlay' && (
        <p className="hint banner">串关：从不同赛事中选择 2 至 8 项，赔率相乘，单注上限 1,000 元</p>
      )}
      {lobby.loading && <Loading />}
      {lobby.error && !lobby.data && (
        <Failed message={lobby.error.message}>
          <button type="button" className="btn ghost small" onClick={lobby.refresh}>
            重试
          </button>
        </Failed>
      )}
      {lobby.data && lobby.data.leagues.length === 0 && (
        <Empty title={`暂无${TAB_LABEL[tab]}赛事`} hint="请稍后再来，或看看其他盘口" />
      )}
      {lobby.data?.leagues.map((league) => {
        const sport = league.events[0]?.sport ?? 'football';
        const columns = columnsOf(sport);
        const head = (
          <>
            <span className="league-name">{league.name}</span>
            <span className="league-count">{league.events.length}</span>
          </>
        );
        return (
          <Foldable key={league.name} className="league" title={league.name} head={head}>
            <div className={`cols-head cols-${columns.length}`} aria-hidden="true">
              <span />
              {columns.map((c) => (
                <span key={c}>{columnTitle(sport, c)}</span>
              ))}
            </div>
            {league.events.map((card) => (
              <MatchRow key={card.id} card={card} isPicked={slip.has} onPick={onPick} onOpen={onOpen} />
            ))}
          </Foldable>
        );
      })}
    </>
  );
}
