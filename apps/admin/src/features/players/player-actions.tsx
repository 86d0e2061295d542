import { useState } from 'react';
import { App, Button, Dropdown, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PERMISSION } from '../../lib/permissions';
import { errorText } from '../../lib/errors';
import type { PlayerDetail } from './api/get-player';
import { useForceLogout } from './api/post-force-logout';
import { useSetBlacklist, useSetStatus } from './api/post-player-flags';
import { useResetPayPassword } from './api/post-reset-pay-password';
import { FlagModal } from './flag-modal';
import { MessageModal } from './message-modal';
import { useCan } from './use-can';
import styles from './players.module.css';

type Flag = 'blacklist' | 'status';
type Dialog = Flag | 'message' | null;

interface FlagText {
  title: string;
  ok: string;
  effect: (username: string) => string;
  done: string;
}

/** How each restriction is set on a player and lifted: the dialog's words and the success message. */
const FLAG_TEXT: Record<Flag, { set: FlagText; lift: FlagText }> = {
  blacklist: {
    set: {
      title: '加入黑名单',
      ok: '加入黑名单',
      effect: (u) =>
        `${u} 将立即被强制下线，之后不能登录、进入游戏或取款；余额保留，已提交的取款仍在审核队列中。`,
      done: '已加入黑名单，该会员已被强制下线',
    },
    lift: {
      title: '移出黑名单',
      ok: '移出黑名单',
      effect: (u) => `${u} 将可以重新登录、进入游戏和取款。`,
      done: '已移出黑名单',
    },
  },
  status: {
    set: {
      title: '禁用账号',
      ok: '禁用',
      effect: (u) => `${u} 将立即被强制下线，之后不能登录（提示“该用户已被禁用”）。`,
      done: '已禁用，该会员已被强制下线',
    },
    lift: { title: '启用账号', ok: '启用', effect: (u) => `${u} 将可以重新登录。`, done: '已启用' },
  },
};

/** What an operator can do to the account, each audited by the server with before and after. */
export function PlayerActions({ p }: { p: PlayerDetail }) {
  const canWrite = useCan(PERMISSION.playersWrite);
  const canMessage = useCan(PERMISSION.support);
  const canAdjust = useCan(PERMISSION.moneyAdjust);
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const blacklist = useSetBlacklist();
  const status = useSetStatus();
  const logout = useForceLogout();
  const reset = useResetPayPassword();
  const black = p.isblack === 1;
  const disabled = p.status === 0;
  // The flags a dialog was opened for: its title must not flip while it closes after the change.
  const [was, setWas] = useState({ black, disabled });
  const open = (d: Exclude<Dialog, null>) => {
    setWas({ black, disabled });
    setDialog(d);
  };
  /** Sets the restriction (blacklisted, disabled) or lifts it. */
  const setFlag = (flag: Flag, lift: boolean, reason: string) =>
    flag === 'blacklist'
      ? blacklist.mutateAsync({ id: p.id, isblack: lift ? 0 : 1, reason })
      : status.mutateAsync({ id: p.id, status: lift ? 1 : 0, reason });

  const confirmLogout = () =>
    modal.confirm({
      title: '强制下线',
      content: `结束 ${p.username} 在所有设备上的登录（当前 ${p.active_sessions} 个会话），会员需重新登录。`,
      okText: '强制下线',
      okButtonProps: { danger: true },
      onOk: () =>
        logout.mutateAsync(p.id).then(
          (r) =>
            message.success(
              r.sessions > 0 ? `已强制下线，结束 ${r.sessions} 个会话` : '该会员当前没有在线会话',
            ),
          (e: unknown) => message.error(errorText(e)),
        ),
    });

  const confirmReset = () =>
    modal.confirm({
      title: '重置支付密码',
      content:
        '将生成一个新的 6 位数字支付密码，只显示这一次。请先核实来电者身份，再告知会员，并提醒其尽快修改。',
      okText: '生成新密码',
      onOk: () =>
        reset.mutateAsync(p.id).then(
          (r) => {
            modal.success({
              title: '新的支付密码',
              content: (
                <Space orientation="vertical">
                  <Typography.Text
                    copyable={{ text: r.pay_password }}
                    className={styles.password}
                    data-testid="new-pay-password"
                  >
                    {r.pay_password}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    关闭后无法再次查看；支付密码错误锁定已解除。
                  </Typography.Text>
                </Space>
              ),
            });
          },
          (e: unknown) => message.error(errorText(e)),
        ),
    });

  if (!canWrite && !canMessage && !canAdjust) return null;

  return (
    <>
      <Space wrap>
        {canAdjust && (
          <Button onClick={() => navigate(`/money/adjustments?username=${encodeURIComponent(p.username)}`)}>
            调整余额
          </Button>
        )}
        {canMessage && <Button onClick={() => open('message')}>发送站内信</Button>}
        {canWrite && (
          <>
            <Button onClick={confirmLogout}>强制下线</Button>
            <Button danger={!black} onClick={() => open('blacklist')}>
              {black ? '移出黑名单' : '加入黑名单'}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'status', label: disabled ? '启用账号' : '禁用账号', danger: !disabled },
                  { key: 'pay', label: '重置支付密码' },
                ],
                onClick: ({ key }) => (key === 'status' ? open('status') : confirmReset()),
              }}
            >
              <Button>更多操作</Button>
            </Dropdown>
          </>
        )}
      </Space>
      {(['blacklist', 'status'] as const).map((flag) => {
        const lifting = flag === 'blacklist' ? was.black : was.disabled;
        const text = FLAG_TEXT[flag][lifting ? 'lift' : 'set'];
        return (
          <FlagModal
            key={flag}
            open={dialog === flag}
            title={text.title}
            okText={text.ok}
            danger={!lifting}
            reasonRequired={!lifting}
            effect={text.effect(p.username)}
            onSubmit={(reason) => setFlag(flag, lifting, reason).then(() => message.success(text.done))}
            onClose={() => setDialog(null)}
          />
        );
      })}
      <MessageModal playerId={p.id} open={dialog === 'message'} onClose={() => setDialog(null)} />
    </>
  );
}
