import { useEffect, useRef } from 'react';
import { Dialog } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { RealityCheckSession } from '@app/shared';
import { formatYuan } from '../../../lib/money';
import { useIsLoggedIn } from '../../../lib/session';
import { fetchRealitySession, realitySessionKey } from '../api/get-reality-session';

const MIN_FIRST_MS = 60_000;

function played(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} 小时 ${minutes % 60} 分钟` : `${minutes} 分钟`;
}

/** Milliseconds until the next whole interval since login (at least a minute after the game opens). */
function nextReminderIn(session: RealityCheckSession): number {
  const interval = session.interval_minutes * 60_000;
  const elapsed = session.elapsed_seconds * 1000;
  return Math.max(MIN_FIRST_MS, interval - (elapsed % interval));
}

/**
 * The reality check while a game is open: every interval (the player's choice, the site's default
 * otherwise) a reminder of the time played since login and the net result, to continue or leave.
 */
export default function RealityCheck() {
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useRef(false);
  const isGame =
    loggedIn &&
    params.get('dailiD') === null &&
    params.get('app') !== '1' &&
    (params.has('name') || params.has('url'));

  useEffect(() => {
    if (!isGame) return;
    let timer: number | undefined;
    let stopped = false;
    const read = () =>
      queryClient.fetchQuery({ queryKey: realitySessionKey, queryFn: fetchRealitySession, staleTime: 0 });

    const schedule = (session: RealityCheckSession) => {
      if (!stopped) timer = window.setTimeout(() => void remind(), nextReminderIn(session));
    };
    const remind = async () => {
      let session: RealityCheckSession;
      try {
        session = await read();
      } catch {
        return; // signed out or offline: no reminder
      }
      if (stopped || open.current) return;
      open.current = true;
      const net = Number(session.net);
      Dialog.show({
        title: '游戏时间提醒',
        content: (
          <div data-testid="reality-check" style={{ textAlign: 'center', lineHeight: 1.8 }}>
            <div>您本次登录已游戏 {played(session.elapsed_seconds)}</div>
            <div>
              期间净输赢：
              <strong style={{ color: net < 0 ? 'var(--adm-color-danger)' : 'var(--adm-color-success)' }}>
                {net > 0 ? '+' : ''}
                {formatYuan(session.net)} 元
              </strong>
            </div>
            <div style={{ fontSize: 12, color: 'var(--adm-color-weak)' }}>请合理安排游戏时间，理性娱乐</div>
          </div>
        ),
        closeOnAction: true,
        actions: [
          [
            { key: 'leave', text: '离开休息', onClick: () => void navigate('/mine') },
            { key: 'continue', text: '继续游戏', bold: true },
          ],
        ],
        afterClose: () => {
          open.current = false;
          read().then(schedule, () => undefined);
        },
      });
    };

    read().then(schedule, () => undefined);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      Dialog.clear();
    };
  }, [isGame, navigate, queryClient]);

  return null;
}
