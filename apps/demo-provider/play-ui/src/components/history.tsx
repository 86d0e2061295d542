import { formatFen } from '@app/shared';
import { toFen } from '../lib/format';
import { summary } from '../lib/summary';
import type { HistoryRow, Kind } from '../lib/types';

const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The player's last rounds of this game, newest first, as the server recorded them. */
export function History({ kind, rows }: { kind: Kind; rows: HistoryRow[] }) {
  return (
    <section className="panel history" aria-label="最近记录">
      <h2 className="label">最近记录</h2>
      <ul id="history">
        {rows.length === 0 && <li className="empty">暂无记录</li>}
        {rows.map((row) => {
          // 抢庄牛牛's stake is what the round held back: its line shows the result itself.
          const held = kind === 'niuniu';
          const net = toFen(row.win) - toFen(row.bet);
          const won = held ? net > 0 : toFen(row.win) > 0;
          const shown = held
            ? `${net > 0 ? '+' : '−'}${formatFen(Math.abs(net))}`
            : won
              ? `+${row.win}`
              : '0.00';
          return (
            <li key={row.round_no} data-round={row.round_no}>
              <div className="h-main">
                <span className="h-result">{summary(kind, row.result) || '—'}</span>
                <span className={won ? 'h-win up' : 'h-win'}>{shown}</span>
              </div>
              <div className="h-sub">
                <span>
                  {row.round_no} · {clock(row.time)}
                </span>
                <span>
                  {held ? '暂扣' : '投注'} {row.bet}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
