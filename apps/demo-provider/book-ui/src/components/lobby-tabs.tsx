import type { Lobby, Sport, Tab } from '../lib/types';
import { SportIcon } from './icons';
import { TabBar } from './tab-bar';

export const TAB_LABEL: Record<Tab, string> = { live: '滚球', today: '今日', early: '早盘', parlay: '串关' };
const TABS: Tab[] = ['live', 'today', 'early', 'parlay'];

/** 滚球 / 今日 / 早盘 / 串关. */
export function MarketTabs({ tab, onTab }: { tab: Tab; onTab: (t: Tab) => void }) {
  const items = TABS.map((t) => ({
    value: t,
    content: (
      <>
        {t === 'live' && <i className="live-dot" aria-hidden="true" />}
        {TAB_LABEL[t]}
      </>
    ),
  }));
  return <TabBar label="盘口" className="market-tabs" value={tab} items={items} onChange={onTab} />;
}

/** The platform's sports with how many matches each has under the tab. */
export function SportBar(props: {
  sports: Lobby['sports'];
  sport: Sport | undefined;
  onSport: (s: Sport) => void;
}) {
  const items = props.sports.map((s) => ({
    value: s.sport,
    content: (
      <>
        <SportIcon sport={s.sport} className="sport-icon" />
        <span>{s.label}</span>
        <b className="count">{s.count}</b>
      </>
    ),
  }));
  return (
    <TabBar label="运动" className="sport-bar" value={props.sport} items={items} onChange={props.onSport} />
  );
}
