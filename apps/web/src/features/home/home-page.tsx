import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Toast } from 'antd-mobile';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@app/shared';
import { useAppInfo } from '../../api/get-app-info';
import { gameListQuery } from '../../api/get-game-list';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { useScreenActive } from '../../components/screen-active';
import { useAfterLoad } from '../../lib/after-load';
import { useIsLoggedIn } from '../../lib/session';
import { useGo } from '../../lib/use-go';
import { AccountCard } from './components/account-card';
import { BannerCarousel } from './components/banner-carousel';
import { DownloadBar } from './components/download-bar';
import { GameCategories } from './components/game-categories';
import { HomeFooter } from './components/home-footer';
import { LimitPrompt, useLimitPrompt } from './components/limit-prompt';
import { NoticeMarquee } from './components/notice-marquee';
import { PromoFloat } from './components/promo-float';
import { RecentGamesRow } from './components/recent-games-row';
import { TopBar } from './components/top-bar';
import { useEntryRedirects } from './hooks/use-entry-redirects';
import styles from './home-page.module.css';

// The welcome and announcement modals (and their sanitiser and animation) are not needed to show
// the page: they load once it has loaded and the browser is idle, then open as before.
const HomePopups = lazy(() => import('./components/home-popups'));

/**
 * The lobby under the account card: drawn after the first paint (AfterFirstPaint), and memoised so
 * the page's own updates (site settings, the popups' turn) do not draw its game tiles again.
 */
const HomeLobby = memo(function HomeLobby({
  loggedIn,
  onGo,
  footerRef,
}: {
  loggedIn: boolean;
  onGo: (to: string) => void;
  footerRef: RefObject<HTMLElement | null>;
}) {
  // Its games are asked for now, not once it is drawn.
  usePrefetchQuery(gameListQuery);
  return (
    <AfterFirstPaint>
      {loggedIn && <RecentGamesRow />}
      <GameCategories onGo={onGo} />
      <HomeFooter onOpenProtection={() => onGo('/protection')} ref={footerRef} />
    </AfterFirstPaint>
  );
});

export function HomePage() {
  const active = useScreenActive();
  const [params] = useSearchParams();
  const go = useGo();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const appInfo = useAppInfo();
  const redirect = active ? params.get('redirect') : null;
  const leaving = active && params.has('pid');
  // A first visit would stack the welcome, the announcements, the deposit-limit offer and the
  // promotion badge at once: they come one at a time, in that order.
  const [popupsSettled, setPopupsSettled] = useState(false);
  const settle = useCallback(() => setPopupsSettled(true), []);
  const limitPrompt = useLimitPrompt();
  const loaded = useAfterLoad();
  // The floating badge steps aside wherever it would cover the 18+ footer.
  const footerRef = useRef<HTMLElement>(null);

  useEntryRedirects(active);

  useEffect(() => {
    // A guard sent a visitor here from a player-only screen.
    if (redirect && !loggedIn) Toast.show({ content: MSG.notLoggedIn });
  }, [redirect, loggedIn]);

  /** Banner and promo links: in-app paths route, web addresses open in a new tab. */
  const openLink = (link: string) => {
    if (link.startsWith('/')) void navigate(link);
    else if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
  };

  return (
    <div className={styles.page}>
      <DownloadBar onOpen={() => go('/app')} />
      <TopBar title={appInfo.data?.title || '金沙娱乐'} onService={() => go('/kefu')} />
      <BannerCarousel active={active} onOpen={openLink} />
      <NoticeMarquee />
      <AccountCard onGo={go} redirect={redirect} />
      {popupsSettled && limitPrompt.pending && <LimitPrompt onGo={go} finish={limitPrompt.finish} />}
      <HomeLobby loggedIn={loggedIn} onGo={go} footerRef={footerRef} />
      {active && popupsSettled && !limitPrompt.pending && (
        <PromoFloat
          image={appInfo.data?.promo_image ?? ''}
          link={appInfo.data?.promo_link ?? ''}
          onOpen={openLink}
          avoid={footerRef}
        />
      )}
      {loaded && (
        <Suspense fallback={null}>
          <HomePopups
            active={active && !leaving}
            welcomeHtml={appInfo.isPending ? undefined : (appInfo.data?.index_modal ?? '')}
            onSettled={settle}
          />
        </Suspense>
      )}
    </div>
  );
}
