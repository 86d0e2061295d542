import { money, stamp } from '../lib/format';
import type { Ticket } from '../lib/types';

const TONE: Record<string, string> = {
  赢: 'win',
  赢半: 'win',
  已兑现: 'cash',
  输: 'lose',
  输半: 'lose',
  走盘: 'even',
  取消: 'even',
};

/** A leg's label is "league · match · market · selection": the slip's words, in that order. */
function parts(label: string) {
  const [league = '', match = '', market = '', ...rest] = label.split(' · ');
  return { league, match, market, selection: rest.join(' · ') };
}

const Result = ({ result }: { result: string }) =>
  result ? <span className={`result ${TONE[result] ?? 'even'}`}>{result}</span> : null;

/** A ticket in 我的注单: its legs, stake, price, what it may pay or paid, and its cash-out price. */
export function TicketCard({ ticket, onCashout }: { ticket: Ticket; onCashout: (t: Ticket) => void }) {
  const open = ticket.state === 'open';
  const kind = ticket.kind === 'parlay' ? `串关 ${ticket.legs.length}串1` : '单注';
  return (
    <article className="ticket card" data-ticket={ticket.ticket_no} data-state={ticket.state}>
      <header className="ticket-head card-head">
        <b className={`ticket-kind ${ticket.kind}`}>{kind}</b>
        <span className="ticket-no">{ticket.ticket_no}</span>
        {open ? <span className="result pending">待结算</span> : <Result result={ticket.result} />}
      </header>
      <ol className="ticket-legs">
        {ticket.legs.map((leg, i) => {
          const p = parts(leg.label);
          return (
            <li key={i} className="ticket-leg leg-row">
              <div className="leg-text">
                <b className="leg-pick">
                  {p.selection || leg.label} <span className="at">@ {leg.odds}</span>
                </b>
                <span className="leg-market">{p.market}</span>
                <span className="leg-match">
                  {p.match}
                  {p.league && <em> · {p.league}</em>}
                </span>
                {leg.score && (
                  <span className="leg-score" data-testid="leg-score">
                    {leg.score}
                  </span>
                )}
              </div>
              <Result result={leg.result} />
            </li>
          );
        })}
      </ol>
      <dl className="ticket-figures">
        <div>
          <dt>投注额</dt>
          <dd data-testid="stake">{money(ticket.stake)}</dd>
        </div>
        <div>
          <dt>赔率</dt>
          <dd>{ticket.odds}</dd>
        </div>
        <div>
          <dt>{open ? '预计派彩' : '派彩'}</dt>
          <dd data-testid="payout" className={!open && Number(ticket.payout) > 0 ? 'paid' : ''}>
            {money(open ? ticket.potential : ticket.payout)}
          </dd>
        </div>
      </dl>
      <footer className="ticket-foot">
        <span>{stamp(ticket.placed_at)}</span>
        {open && ticket.cashout !== null && (
          <button type="button" className="btn cashout" onClick={() => onCashout(ticket)}>
            提前兑现 ¥{money(ticket.cashout)}
          </button>
        )}
        {open && ticket.cashout === null && <span className="no-cashout">暂不可兑现</span>}
        {ticket.settled_at !== null && <span>结算 {stamp(ticket.settled_at)}</span>}
      </footer>
    </article>
  );
}
