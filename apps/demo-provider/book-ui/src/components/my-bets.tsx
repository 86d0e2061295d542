import { useRef, useState } from 'react';
import { usePoll } from '../hooks/use-poll';
import { getTickets } from '../lib/api';
import type { Ticket, TicketTab } from '../lib/types';
import { CashoutDialog } from './cashout-dialog';
import { Empty, Failed, Loading } from './states';
import { TabBar } from './tab-bar';
import { TicketCard } from './ticket-card';

const TABS: { tab: TicketTab; label: string }[] = [
  { tab: 'open', label: '未结算' },
  { tab: 'settled', label: '已结算' },
  { tab: 'cashed_out', label: '已兑现' },
];

/** 我的注单: open tickets (their cash-out prices move, so polled), settled, cashed out. */
export function MyBets({ onMoney }: { onMoney: () => void }) {
  const [tab, setTab] = useState<TicketTab>('open');
  const pages = useRef(1);
  const list = usePoll(
    async () => {
      const all = await Promise.all(Array.from({ length: pages.current }, (_, i) => getTickets(tab, i + 1)));
      return { tickets: all.flatMap((p) => p.tickets), has_more: all.at(-1)?.has_more ?? false };
    },
    tab,
    tab === 'open' ? 4000 : 5000,
  );
  const [cashing, setCashing] = useState<Ticket | null>(null);

  const choose = (t: TicketTab) => {
    pages.current = 1;
    setTab(t);
  };
  const more = () => {
    pages.current += 1;
    list.refresh();
  };

  return (
    <div className="my-bets">
      <TabBar
        label="注单状态"
        className="bet-tabs"
        value={tab}
        items={TABS.map((t) => ({ value: t.tab, content: t.label }))}
        onChange={choose}
      />
      {list.loading && <Loading />}
      {list.error && !list.data && <Failed message={list.error.message} />}
      {list.data && list.data.tickets.length === 0 && (
        <Empty title="暂无注单" hint={tab === 'open' ? '去赛事列表选择赔率投注吧' : undefined} />
      )}
      {list.data?.tickets.map((t) => (
        <TicketCard key={t.ticket_no} ticket={t} onCashout={setCashing} />
      ))}
      {list.data?.has_more && (
        <button type="button" className="btn ghost block" onClick={more}>
          加载更多
        </button>
      )}
      {cashing && (
        <CashoutDialog
          ticket={cashing}
          onClose={() => setCashing(null)}
          onDone={() => {
            setCashing(null);
            list.refresh();
            onMoney();
          }}
        />
      )}
    </div>
  );
}
