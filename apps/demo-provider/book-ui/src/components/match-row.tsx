import { kickoff } from '../lib/format';
import { columnsOf, lineOf, marketIn, matchName } from '../lib/markets';
import type { Card, Market, Selection } from '../lib/types';
import { OddsButton } from './odds-button';

interface Props {
  card: Card;
  isPicked: (eventId: string, market: string, selection: string) => boolean;
  onPick: (card: Card, market: Market, selection: Selection) => void;
  onOpen: (eventId: string) => void;
}

/** Rows of a lobby match: home, away and (football) the draw, each with its price per column. */
const ROWS = [
  { side: 'home', pick: ['home', 'home', 'over'] },
  { side: 'away', pick: ['away', 'away', 'under'] },
  { side: 'draw', pick: ['draw', '', ''] },
] as const;

/** The match's clock or kick-off, its score and its details (red cards, kills). */
export function MatchStatus({ card }: { card: Card }) {
  const v = card.view;
  if (v.phase === 'live')
    return (
      <span className="status live">
        <i className="live-dot" aria-hidden="true" />
        <b>{v.clock}</b>
        {v.detail && <span className="detail">{v.detail}</span>}
        {v.suspended && <span className="paused">暂停</span>}
      </span>
    );
  if (v.phase === 'ended') return <span className="status">已结束</span>;
  return <span className="status">{kickoff(card.kickoff_at)}</span>;
}

/** A match in the lobby: its teams (tap for every market) and the main markets' prices. */
export function MatchRow({ card, isPicked, onPick, onOpen }: Props) {
  const columns = columnsOf(card.sport);
  const markets = columns.map((c) => marketIn(card, c));
  const hasDraw = card.markets.some((m) => m.selections.some((s) => s.key === 'draw'));
  const live = card.view.phase === 'live';
  const rows = ROWS.filter((r) => r.side !== 'draw' || hasDraw);
  const name = matchName(card);

  return (
    <article className="match" data-event={card.id} data-phase={card.view.phase}>
      <div className="match-meta">
        <MatchStatus card={card} />
        <button type="button" className="more" onClick={() => onOpen(card.id)}>
          全部玩法 ›
        </button>
      </div>
      <div className={`match-grid cols-${columns.length}`}>
        <button
          type="button"
          className="teams"
          onClick={() => onOpen(card.id)}
          aria-label={`${name} 全部玩法`}
        >
          {rows.map((r) => (
            <span key={r.side} className={`team ${r.side}`}>
              <span className="team-name">{r.side === 'draw' ? '和局' : card[r.side]}</span>
              {live && r.side !== 'draw' && <b className="score">{card.view.score[r.side]}</b>}
            </span>
          ))}
        </button>
        {markets.map((market, i) => (
          <div key={columns[i]} className="col">
            {rows.map((r) => {
              const selection = market?.selections.find((s) => s.key === r.pick[i]);
              if (!market || !selection) return <span key={r.side} className="odds empty" />;
              return (
                <OddsButton
                  key={r.side}
                  odds={selection.odds}
                  locked={card.view.suspended}
                  line={lineOf(market, selection.label)}
                  selected={isPicked(card.id, market.key, selection.key)}
                  label={`${name} ${market.name} ${selection.label}`}
                  onPick={() => onPick(card, market, selection)}
                />
              );
            })}
          </div>
        ))}
      </div>
    </article>
  );
}
