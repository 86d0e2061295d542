import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { PERMISSION } from '../../lib/permissions';
import { errorText } from '../../lib/errors';
import type { AgentStatementAdminRow } from './api/get-agent-statements';
import {
  useApproveStatement,
  useConfirmStatement,
  useHoldStatement,
  useReleaseStatement,
} from './api/post-statement-review';
import { HoldModal } from './hold-modal';
import { StatementAdjustModal } from './statement-adjust-modal';
import { useCan } from './use-can';

type Dialog = 'hold' | 'adjust' | null;

/**
 * What finance can do with a statement in its state (money.review): approve, adjust or hold a
 * pending one; confirm (another operator) or hold one waiting for the second review; release or
 * adjust one on hold. Paid statements and those with nothing to pay have none.
 */
export function StatementActions({
  s,
  size = 'small',
}: {
  s: AgentStatementAdminRow;
  size?: 'small' | 'middle';
}) {
  const canReview = useCan(PERMISSION.moneyReview);
  const approve = useApproveStatement();
  const confirm = useConfirmStatement();
  const hold = useHoldStatement();
  const release = useReleaseStatement();
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = `${s.username} ${s.period} 的佣金账单 #${s.id}`;
  const failed = (e: unknown) => message.error(errorText(e));

  const confirmApprove = () =>
    modal.confirm({
      title: '审核通过',
      content: s.needs_second
        ? `${name}，应发 ¥${s.payable}，超过复核额度：通过后需另一位操作员复核发放。`
        : `${name}，应发 ¥${s.payable}。通过后立即发放到代理的中心钱包，不可撤销。`,
      okText: '通过',
      onOk: () =>
        approve.mutateAsync(s.id).then((r) => {
          if (r.state === 'paid')
            message.success(`账单 #${s.id} 已发放，¥${s.payable} 已入 ${s.username} 的中心钱包`);
          else
            modal.info({
              title: '已提交复核',
              content: `账单 #${s.id} 应发 ¥${s.payable}，超过复核额度，需由另一位有审核权限的操作员在“待复核”中复核发放。`,
            });
        }, failed),
    });

  const confirmSecond = () =>
    modal.confirm({
      title: '复核发放',
      content: `${name}，应发 ¥${s.payable}，由 ${s.approved_by || '—'} 审核通过。复核后立即发放到代理的中心钱包。`,
      okText: '复核发放',
      onOk: () =>
        confirm
          .mutateAsync(s.id)
          .then(
            () => message.success(`账单 #${s.id} 已复核发放，¥${s.payable} 已入 ${s.username} 的中心钱包`),
            failed,
          ),
    });

  const confirmRelease = () =>
    modal.confirm({
      title: '恢复审核',
      content: `${name} 将回到待审核。`,
      okText: '恢复审核',
      onOk: () =>
        release.mutateAsync(s.id).then(() => message.success(`账单 #${s.id} 已恢复为待审核`), failed),
    });

  if (!canReview || !['pending', 'second', 'held'].includes(s.state)) return null;
  const open = (d: Dialog) => () => setDialog(d);

  return (
    <>
      <Space size={4} wrap>
        {s.state === 'pending' && (
          <Button type="primary" size={size} onClick={confirmApprove}>
            通过
          </Button>
        )}
        {s.state === 'second' && (
          <Button type="primary" size={size} onClick={confirmSecond}>
            复核发放
          </Button>
        )}
        {s.state === 'held' && (
          <Button size={size} onClick={confirmRelease}>
            恢复审核
          </Button>
        )}
        {s.state !== 'second' && (
          <Button size={size} onClick={open('adjust')}>
            调整
          </Button>
        )}
        {s.state !== 'held' && (
          <Button danger size={size} onClick={open('hold')}>
            暂缓
          </Button>
        )}
      </Space>
      <HoldModal
        open={dialog === 'hold'}
        summary={`${name}，应发 ¥${s.payable}。`}
        onSubmit={async (reason) => {
          await hold.mutateAsync({ id: s.id, reason });
          message.success(`账单 #${s.id} 已暂缓`);
        }}
        onClose={() => setDialog(null)}
      />
      <StatementAdjustModal statement={s} open={dialog === 'adjust'} onClose={() => setDialog(null)} />
    </>
  );
}
