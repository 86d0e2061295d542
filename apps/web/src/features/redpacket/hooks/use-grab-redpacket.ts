import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { MSG, REDPACKET_MSG, REDPACKET_STATUS, type RedpacketInfo } from '@app/shared';
import { appInfoKey } from '../../../api/get-app-info';
import { balanceKey } from '../../../api/get-balance';
import { userKey } from '../../../api/get-user';
import { isOk } from '../../../lib/api-client';
import { NetworkError } from '../../../lib/errors';
import { toastError } from '../../../lib/toast-error';
import { fetchRedpacketInfo, INFO_FRESH_MS, redpacketInfoKey } from '../api/get-redpacket-info';
import { redpacketListKey } from '../api/get-redpacket-list';
import { useDrawRedpacketCall } from '../api/post-draw-redpacket';

/** What a press ends in; each kind is one popup. */
export type GrabOutcome =
  | { kind: 'notStarted'; message: string }
  | { kind: 'ended'; message: string }
  | { kind: 'won'; amount: string }
  /** Not eligible (or no draws left): the message and a way to deposit. */
  | { kind: 'notEligible'; message: string }
  /** Any other refusal (the campaign was closed meanwhile). */
  | { kind: 'notice'; message: string };

/** The popups the figures already decide, without a draw (spec 000 §2, §4). */
export function outcomeBeforeDraw(info: RedpacketInfo): GrabOutcome | null {
  if (info.status === REDPACKET_STATUS.notStarted)
    return { kind: 'notStarted', message: REDPACKET_MSG.notStarted };
  if (info.status === REDPACKET_STATUS.ended) return { kind: 'ended', message: REDPACKET_MSG.ended };
  if (info.sendnums <= 0) {
    // Draws granted and all taken: say so; none granted: the spec's not-eligible text.
    const message = info.acquirednum > 0 ? REDPACKET_MSG.noneLeft : REDPACKET_MSG.notEligible;
    return { kind: 'notEligible', message };
  }
  return null;
}

/** A refused draw: the window's own popups for its two texts, otherwise not eligible with the message. */
function outcomeOfRefusal(message: string): GrabOutcome {
  if (message === REDPACKET_MSG.notStarted) return { kind: 'notStarted', message };
  if (message === REDPACKET_MSG.ended) return { kind: 'ended', message };
  if (message === REDPACKET_MSG.closed) return { kind: 'notice', message };
  return { kind: 'notEligible', message: message || REDPACKET_MSG.notEligible };
}

/**
 * 抢红包: decides on today's figures (fetched again when older than 10 s, so a window that opened
 * or closed meanwhile counts), draws when a draw is due, and reloads the figures, the welfare
 * list and the balance after every draw, won or refused.
 */
export function useGrabRedpacket() {
  const queryClient = useQueryClient();
  const draw = useDrawRedpacketCall();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<GrabOutcome | null>(null);
  const [open, setOpen] = useState(false);
  const busy = checking || draw.isPending;

  const show = (next: GrabOutcome) => {
    setOutcome(next);
    setOpen(true);
  };

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: redpacketInfoKey });
    void queryClient.invalidateQueries({ queryKey: redpacketListKey });
    void queryClient.invalidateQueries({ queryKey: balanceKey });
    void queryClient.invalidateQueries({ queryKey: userKey });
  };

  const grab = async () => {
    if (busy) return;
    setChecking(true);
    try {
      const info = await queryClient.fetchQuery({
        queryKey: redpacketInfoKey,
        queryFn: fetchRedpacketInfo,
        staleTime: INFO_FRESH_MS,
      });
      const early = outcomeBeforeDraw(info);
      if (early) {
        show(early);
        return;
      }
      const answer = await draw.mutateAsync();
      reload();
      if (isOk(answer)) show({ kind: 'won', amount: answer.data?.redpacketmoney ?? '0.00' });
      else if (answer.code >= 500) {
        // A fault, not a refusal: nothing about eligibility to say.
        Toast.show({ icon: 'fail', content: answer.message || MSG.serverError });
      } else {
        const refusal = outcomeOfRefusal(answer.message);
        if (refusal.kind === 'notice') void queryClient.invalidateQueries({ queryKey: appInfoKey });
        show(refusal);
      }
    } catch (error) {
      // Spec 000 §8: a draw that gets no answer says the server failed.
      if (error instanceof NetworkError) Toast.show({ icon: 'fail', content: MSG.serverError });
      else toastError(error);
    } finally {
      setChecking(false);
    }
  };

  return { grab, busy, outcome, open, close: () => setOpen(false) };
}
