import { useEffect, useState } from 'react';
import { parseYuanToFen } from '@app/shared';
import { usePoll } from '../hooks/use-poll';
import { slipOdds, type Slip } from '../hooks/use-slip';
import { BookError, getEvent, placeTicket } from '../lib/api';
import { fenMoney, odds } from '../lib/format';
import { kindOf } from '../lib/markets';
import type { Accept, QuotedLeg } from '../lib/types';
import { CheckIcon, CloseIcon } from './icons';
import { SlipLegs, type Quote } from './slip-legs';
import { StakeBox } from './stake-box';
import { Empty } from './states';

interface Props {
  slip: Slip;
  onClose: () => void;
  /** A ticket was placed: the balance is read again. */
  onPlaced: () => void;
  onMyBets: () => void;
}

interface Placed {
  ticket_no: string;
  odds: number;
  stake: number;
}

/** The book's limits in yuan (slip.ts): 10 at least; a single 5,000 (correct score, first blood 1,000). */
function limits(slip: Slip) {
  if (slip.parlay) return { min: 10, max: 1000 };
  const exotic = slip.legs.some((l) => ['cs', 'fb'].includes(kindOf(l.market)));
  return { min: 10, max: exotic ? 1000 : 5000 };
}

const storedAccept = (): Accept => {
  const a = localStorage.getItem('book.accept');
  return a === 'any' || a === 'none' ? a : 'better';
};

/** The bet slip over the page: picks, stake, what it pays, the price rule, and the ticket's answer. */
export function SlipDrawer({ slip, onClose, onPlaced, onMyBets }: Props) {
  const [stake, setStake] = useState('');
  const [accept, setAccept] = useState<Accept>(storedAccept);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [quotes, setQuotes] = useState<Quote[] | null>(null);
  const [placed, setPlaced] = useState<Placed | null>(null);

  // The slip follows its own matches while open, whatever sport or page is behind it.
  const ids = [...new Set(slip.legs.map((l) => l.event_id))].sort().join(',');
  const boards = usePoll(
    () => Promise.all(ids.split(',').filter(Boolean).map(getEvent)),
    ids,
    ids ? 3000 : 0,
  );
  const { follow } = slip;
  useEffect(() => {
    if (boards.data)
      follow(
        boards.data.filter((c) => c !== null),
        true,
      );
  }, [boards.data, follow]);

  const { min, max } = limits(slip);
  const price = slip.parlay ? slipOdds(slip.legs) : (slip.legs[0]?.odds ?? 0);
  const fen = parseYuanToFen(stake || '0') ?? 0;
  const potential = Math.floor((fen * price) / 100);
  const tooFew = slip.parlay && slip.legs.length < 2;
  const locked = slip.legs.some((l) => l.locked);

  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setError(null);
    };
  const chooseAccept = (a: Accept) => {
    localStorage.setItem('book.accept', a);
    setAccept(a);
  };

  async function place() {
    if (fen < min * 100) return setError(`单注金额最低 ${min} 元`);
    if (fen > max * 100) return setError(`超过单注上限（最高 ${fenMoney(max * 100)} 元）`);
    setBusy(true);
    setError(null);
    setQuotes(null);
    const legs = slip.legs.map(({ event_id, market, selection, odds: o }) => ({
      event_id,
      market,
      selection,
      odds: o,
    }));
    try {
      setPlaced(await placeTicket(legs, fen, accept));
      onPlaced();
    } catch (e) {
      const err = e instanceof BookError ? e : new BookError('投注失败，请稍后再试');
      setError(err.message);
      if (err.code === 'ODDS_CHANGED') {
        const quoted = (err.data as { legs: QuotedLeg[] }).legs;
        setQuotes(
          quoted.map((q) => ({
            ...q,
            sent: legs.find((l) => l.market === q.market && l.event_id === q.event_id)?.odds ?? q.odds,
          })),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  function takeQuotes() {
    if (quotes) slip.takeQuotes(quotes);
    setQuotes(null);
    setError(null);
  }

  function done(keep: boolean) {
    if (!keep) slip.clear();
    setPlaced(null);
    setStake('');
    if (!keep) onClose();
  }

  const title = slip.parlay ? `串关 ${slip.legs.length > 1 ? `${slip.legs.length}串1` : ''}` : '单注';
  return (
    <div className="mask" onClick={busy ? undefined : onClose}>
      <div className="drawer" role="dialog" aria-label="投注单" onClick={(e) => e.stopPropagation()}>
        <div className="drawer-head">
          <b>投注单</b>
          <span className="slip-mode">{title}</span>
          {slip.legs.length > 0 && !placed && (
            <button type="button" className="link" disabled={busy} onClick={slip.clear}>
              清空
            </button>
          )}
          <button type="button" className="icon-btn" aria-label="关闭投注单" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {placed ? (
          <div className="slip-done" role="status">
            <CheckIcon className="done-icon" />
            <b className="done-title">投注成功</b>
            <dl>
              <dt>注单号</dt>
              <dd data-testid="ticket-no">{placed.ticket_no}</dd>
              <dt>投注金额</dt>
              <dd>¥ {fenMoney(placed.stake)}</dd>
              <dt>赔率</dt>
              <dd>{odds(placed.odds)}</dd>
              <dt>预计派彩</dt>
              <dd>¥ {fenMoney(Math.floor((placed.stake * placed.odds) / 100))}</dd>
            </dl>
            <div className="done-actions">
              <button type="button" className="btn ghost" onClick={onMyBets}>
                查看注单
              </button>
              <button type="button" className="btn primary" onClick={() => done(false)}>
                完成
              </button>
            </div>
          </div>
        ) : slip.legs.length === 0 ? (
          <Empty title="投注单是空的" hint="点击赛事的赔率即可加入投注单" />
        ) : (
          <>
            <SlipLegs legs={slip.legs} quotes={quotes} disabled={busy} onRemove={slip.remove} />
            {slip.parlay && (
              <div className="parlay-odds">
                <span>{tooFew ? '串关至少选择 2 场不同赛事' : `${slip.legs.length}串1 总赔率`}</span>
                {!tooFew && <b>{odds(price)}</b>}
              </div>
            )}
            <StakeBox
              stake={stake}
              onStake={edit(setStake)}
              min={min}
              max={max}
              potential={potential}
              accept={accept}
              onAccept={chooseAccept}
              disabled={busy}
            />
            {error && (
              <p className="slip-error banner" role="alert">
                {error}
              </p>
            )}
            {quotes ? (
              <button type="button" className="btn primary block" onClick={takeQuotes}>
                接受新赔率
              </button>
            ) : (
              <button
                type="button"
                className="btn primary block"
                data-testid="place"
                disabled={busy || tooFew || locked || !stake}
                onClick={() => void place()}
              >
                {busy ? '提交中...' : locked ? '盘口暂停' : '确认投注'}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
