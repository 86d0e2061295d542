import { useState } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import type { SportsbookEventDetail, SportsbookPlatform } from './api/get-events';
import { CHANGE_DONE, useCancelEvent } from './api/post-event-changes';
import { ResultModal } from './result-modal';
import { useCan } from './use-can';
import { VoidMarketModal } from './void-market-modal';

type Dialog = 'result' | 'void' | null;

/** Why a change cannot be made to the match now; null when it can. */
function blockedBy(e: SportsbookEventDetail, change: Exclude<Dialog, null> | 'cancel'): string | null {
  if (e.cancelled) return '赛事已取消';
  if (change === 'result' && e.phase !== 'ended') return '赛事未结束，不能更正赛果';
  return null;
}

/** The changes operations may make to a match (games permission), each audited by the server. */
export function EventActions({ platform, e }: { platform: SportsbookPlatform; e: SportsbookEventDetail }) {
  const canEdit = useCan(PERMISSION.games);
  const [dialog, setDialog] = useState<Dialog>(null);
  const cancel = useCancelEvent();
  const { modal, message } = App.useApp();

  const confirmCancel = () =>
    modal.confirm({
      title: '取消赛事',
      content: `取消「${e.match}」后，该赛事的所有注单（含串关中的该场）按取消结算、退还本金，已结算的注单将重新结算并调整会员余额。此操作不可撤销。`,
      okText: '确认取消赛事',
      okButtonProps: { danger: true },
      cancelText: '返回',
      onOk: () =>
        cancel.mutateAsync({ platform, id: e.id }).then(
          () => message.success(CHANGE_DONE.cancel),
          (err: unknown) => message.error(errorText(err)),
        ),
    });

  if (!canEdit) return null;
  const button = (change: Exclude<Dialog, null> | 'cancel', label: string, onClick: () => void) => {
    const blocked = blockedBy(e, change);
    return (
      <Tooltip title={blocked}>
        <Button danger={change === 'cancel'} disabled={blocked !== null} onClick={onClick}>
          {label}
        </Button>
      </Tooltip>
    );
  };

  return (
    <>
      <Space wrap>
        {button('result', '更正赛果', () => setDialog('result'))}
        {button('void', '作废盘口', () => setDialog('void'))}
        {button('cancel', '取消赛事', confirmCancel)}
      </Space>
      <ResultModal platform={platform} e={e} open={dialog === 'result'} onClose={() => setDialog(null)} />
      <VoidMarketModal platform={platform} e={e} open={dialog === 'void'} onClose={() => setDialog(null)} />
    </>
  );
}
