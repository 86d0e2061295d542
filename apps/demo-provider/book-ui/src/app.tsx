import { useCallback, useState } from 'react';
import { AppHeader } from './components/app-header';
import { BottomNav, type Screen } from './components/bottom-nav';
import { EventView } from './components/event-view';
import { LobbyView } from './components/lobby-view';
import { MarketTabs } from './components/lobby-tabs';
import { MyBets } from './components/my-bets';
import { SlipDrawer } from './components/slip-drawer';
import { Failed } from './components/states';
import { Toaster } from './components/toaster';
import { usePoll } from './hooks/use-poll';
import { useSlip } from './hooks/use-slip';
import { getInfo } from './lib/api';
import { showToast } from './lib/toast';
import type { Card, Market, Selection, Sport, Tab } from './lib/types';

type View = { screen: Screen } | { screen: 'event'; id: string };

/**
 * Framed by the operator's site, whose bar above the frame is the way back: the book then draws no
 * second one. Opened on its own, the book's bar leads back to the site.
 */
const FRAMED = (() => {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
})();

/** Leaves the book for the operator's site (the page is framed by it: the whole window goes). */
function leave(url: string) {
  if (!url) return history.back();
  try {
    window.top!.location.href = url;
  } catch {
    window.location.href = url;
  }
}

/** The sportsbook page: lobby tabs, a match's markets, the bet slip and 我的注单 over one session. */
export function App() {
  const info = usePoll(getInfo, 'info', 10_000);
  const [tab, setTab] = useState<Tab>('live');
  const [sport, setSport] = useState<Sport>();
  const [view, setView] = useState<View>({ screen: 'lobby' });
  const [slipOpen, setSlipOpen] = useState(false);
  const slip = useSlip(tab === 'parlay');
  const refreshInfo = info.refresh;

  const pick = useCallback(
    (card: Card, market: Market, selection: Selection) => {
      const wasPicked = slip.has(card.id, market.key, selection.key);
      const refused = slip.toggle(card, market, selection);
      if (refused) return showToast(refused);
      if (!slip.parlay && !wasPicked) setSlipOpen(true);
    },
    [slip],
  );
  const chooseTab = (t: Tab) => {
    if (t !== 'parlay' && slip.legs.length > 1) slip.keepLast();
    setTab(t);
    setView({ screen: 'lobby' });
  };

  if (info.error && !info.data)
    return (
      <main className="app">
        <AppHeader
          info={undefined}
          refreshing={false}
          back={FRAMED ? null : { label: '返回', go: () => history.back() }}
          onRefresh={refreshInfo}
        />
        <Failed message={info.error.message}>
          <button type="button" className="btn primary small" onClick={refreshInfo}>
            重新加载
          </button>
        </Failed>
      </main>
    );

  // A match's page goes back to the list; the lobby and 我的注单 (tabs of the bottom bar) leave the
  // book, which only the site's bar does when framed.
  const back =
    view.screen === 'event'
      ? { label: '返回赛事列表', go: () => setView({ screen: 'lobby' }) }
      : FRAMED
        ? null
        : { label: '返回', go: () => leave(info.data?.return_url ?? '') };
  return (
    <main className="app">
      <div className="top">
        <AppHeader
          info={info.data}
          title={view.screen === 'bets' ? '我的注单' : undefined}
          refreshing={info.loading}
          back={back}
          onRefresh={refreshInfo}
        />
        {view.screen === 'lobby' && <MarketTabs tab={tab} onTab={chooseTab} />}
      </div>
      <div className="content">
        {view.screen === 'lobby' && (
          <LobbyView
            tab={tab}
            sport={sport}
            onSport={setSport}
            slip={slip}
            onPick={pick}
            onOpen={(id) => setView({ screen: 'event', id })}
          />
        )}
        {view.screen === 'event' && <EventView id={view.id} slip={slip} onPick={pick} />}
        {view.screen === 'bets' && <MyBets onMoney={refreshInfo} />}
      </div>
      <BottomNav
        screen={view.screen}
        legs={slip.legs.length}
        onScreen={(s) => setView({ screen: s })}
        onSlip={() => setSlipOpen(true)}
      />
      {slipOpen && (
        <SlipDrawer
          slip={slip}
          onClose={() => setSlipOpen(false)}
          onPlaced={refreshInfo}
          onMyBets={() => {
            setSlipOpen(false);
            slip.clear();
            setView({ screen: 'bets' });
          }}
        />
      )}
      <Toaster />
    </main>
  );
}
