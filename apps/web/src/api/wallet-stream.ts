import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BalanceInfo } from '@app/shared';
import { DEVICE_ID_HEADER, deviceId } from '@app/shared/client';
import { useToken } from '../lib/session';
import { balanceKey } from './get-balance';
import { setMessageNum } from './get-message-num';

interface WalletEvent extends BalanceInfo {
  unread: number;
}

/** Thrown to stop retrying: the session is over (the next API call shows the expiry notice). */
class StreamRefused extends Error {}

/** After the stream drops, the first retry; it doubles up to RETRY_MAX_MS while the poll runs. */
const RETRY_MS = 3000;
const RETRY_MAX_MS = 60_000;

/**
 * GET /api/stream while signed in: the server pushes the balance, the game-wallet total and the
 * unread count whenever they change, and they go straight into the query cache. Returns whether
 * the stream is up; while it is down the session keeper polls /api/balance every 4300 ms instead.
 * A hidden tab closes the stream and reopens it when shown (no poll runs in the background either).
 */
export function useWalletStream(): boolean {
  const token = useToken();
  const queryClient = useQueryClient();
  const [up, setUp] = useState(false);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let retry = RETRY_MS;
    // The stream client loads with the first session, not with every visitor's first page.
    const client = import('@microsoft/fetch-event-source');
    void client
      .then(({ fetchEventSource }) => {
        // Signed out (or the tab hidden) while it loaded: nothing to open.
        if (controller.signal.aborted) return;
        return fetchEventSource('/api/stream', {
          headers: { authorization: `Bearer ${token}`, [DEVICE_ID_HEADER]: deviceId() },
          signal: controller.signal,
          async onopen(response) {
            const streaming = response.headers.get('content-type')?.includes('text/event-stream');
            if (response.status === 401) throw new StreamRefused();
            if (!response.ok || !streaming) throw new Error(`stream answered ${response.status}`);
            retry = RETRY_MS;
            setUp(true);
          },
          onmessage(message) {
            if (message.event !== 'wallet') return;
            const wallet = JSON.parse(message.data) as WalletEvent;
            queryClient.setQueryData<BalanceInfo>(balanceKey, {
              balance: wallet.balance,
              gameblance: wallet.gameblance,
            });
            setMessageNum(queryClient, () => wallet.unread);
          },
          onclose() {
            // The server ended it (a node shutting down): reconnect, to whichever node answers.
            setUp(false);
            throw new Error('stream closed');
          },
          onerror(error) {
            setUp(false);
            if (error instanceof StreamRefused) throw error;
            const wait = retry;
            retry = Math.min(retry * 2, RETRY_MAX_MS);
            return wait;
          },
        });
      })
      .catch(() => setUp(false));
    return () => {
      controller.abort();
      setUp(false);
    };
  }, [token, queryClient]);

  return up;
}
