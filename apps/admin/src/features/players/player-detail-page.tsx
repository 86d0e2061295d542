import { Alert, Button, Card, Descriptions, Result, Skeleton, Table, Tabs, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { Amount, monoClass } from '../../components/amount';
import { Page } from '../../components/page';
import { PlayerTags } from '../../components/player-tags';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { usePlayer, type PlayerDetail } from './api/get-player';
import { PlayerActions } from './player-actions';
import { PlayerRiskReasons, PlayerRiskScore } from '../../components/risk-score-badge';
import { PlayerFlags } from './player-flags';
import { PlayerLedger } from './player-ledger';
import { PlayerLinked } from './player-linked';
import { PlayerLogins } from './player-logins';
import { PlayerSignals } from './player-signals';
import { useCan } from './use-can';
import { PlayerRiskTags } from './player-risk-tags';
import styles from './players.module.css';

function Restrictions({ p }: { p: PlayerDetail }) {
  if (p.isblack === 1)
    return (
      <Alert
        type="error"
        showIcon
        title="黑名单"
        description="该会员不能登录、进入游戏或取款（接口同样拒绝）；余额保留，已提交的取款仍待财务处理。"
      />
    );
  if (p.status === 0)
    return <Alert type="warning" showIcon title="已禁用" description="该会员不能登录，原有会话已结束。" />;
  if (p.under_age)
    return (
      <Alert
        type="error"
        showIcon
        title="生日显示未满18周岁"
        description="该会员不能取款，已提交的取款不能通过（可拒绝退回）；请核实身份后由客服更正生日，或按未成年账户处理。"
      />
    );
  return null;
}

function Profile({ p }: { p: PlayerDetail }) {
  return (
    <Card title="基本资料" size="small">
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'id', label: '会员ID', children: p.id },
          { key: 'username', label: '账号', children: p.username },
          { key: 'realname', label: '真实姓名', children: p.realname || '—' },
          { key: 'vip', label: 'VIP 等级', children: <Tag color="gold">{p.vip.name}</Tag> },
          { key: 'mobile', label: '手机', children: p.mobile || '—' },
          { key: 'email', label: '邮箱', children: p.email || '—' },
          {
            key: 'birthday',
            label: '生日',
            children: (
              <>
                {p.birthday || '—'} {p.under_age && <Tag color="red">未满18周岁</Tag>}
              </>
            ),
          },
          {
            key: 'agent',
            label: '上级代理',
            children: p.agent ? <Link to={`/players/${p.agent.id}`}>{p.agent.username}</Link> : '—',
          },
          { key: 'referrals', label: '直属下级', children: `${p.referrals} 人` },
          { key: 'transfer', label: '免转模式', children: p.transferstatus === 1 ? '开启' : '关闭' },
          { key: 'created', label: '注册时间', children: p.created_at },
          { key: 'regip', label: '注册 IP', children: p.register_ip || '—' },
          { key: 'login', label: '最近登录', children: p.last_login_at ?? '—' },
          { key: 'loginip', label: '最近登录 IP', children: p.last_login_ip || '—' },
          { key: 'sessions', label: '在线会话', children: p.active_sessions },
          {
            key: 'paylock',
            label: '支付密码',
            children: p.pay_locked_until ? (
              <Tag color="red">错误次数过多，锁定至 {p.pay_locked_until}</Tag>
            ) : (
              '正常'
            ),
          },
        ]}
      />
    </Card>
  );
}

function Money({ p }: { p: PlayerDetail }) {
  return (
    <div className={styles.stack}>
      <Card
        title={
          <>
            钱包 · 合计 <Amount value={p.total_balance} />
          </>
        }
        size="small"
      >
        <Table
          size="small"
          rowKey={(w) => w.platform || 'main'}
          pagination={false}
          dataSource={p.wallets}
          columns={[
            { title: '钱包', dataIndex: 'name' },
            {
              title: '余额',
              dataIndex: 'balance',
              align: 'right',
              render: (v: string) => <Amount value={v} />,
            },
          ]}
        />
      </Card>
      <Card title="资金概况" size="small">
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'dep',
              label: '累计存款',
              children: (
                <>
                  <Amount value={p.deposit_total} />（{p.deposit_count} 笔）
                </>
              ),
            },
            {
              key: 'wd',
              label: '累计取款',
              children: (
                <>
                  <Amount value={p.withdrawal_total} />（{p.withdrawal_count} 笔）
                </>
              ),
            },
            { key: 'pending', label: '待审取款', children: <Amount value={p.withdrawal_pending} /> },
            { key: 'bet', label: '累计有效投注', children: <Amount value={p.valid_bet_total} /> },
            { key: 'turnover', label: '剩余打码量', children: <Amount value={p.turnover_required} /> },
          ]}
        />
      </Card>
    </div>
  );
}

function Cards({ p }: { p: PlayerDetail }) {
  return (
    <Card title={`绑定的卡片与地址（${p.cards.length}）`} size="small" style={{ marginBottom: 16 }}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={p.cards}
        locale={{ emptyText: '未绑定' }}
        columns={[
          { title: '类型', dataIndex: 'type_label', width: 100, render: (v: string) => <Tag>{v}</Tag> },
          { title: '银行 / 币种', dataIndex: 'bank', width: 160 },
          { title: '户名 / 协议', dataIndex: 'bank_owner', width: 140 },
          {
            title: '号码（仅显示后四位）',
            dataIndex: 'bank_no',
            render: (v: string) => <span className={monoClass}>{v}</span>,
          },
          { title: '开户行', dataIndex: 'bank_address', render: (v: string) => v || '—' },
          { title: '绑定时间', dataIndex: 'created_at', width: 170 },
        ]}
      />
    </Card>
  );
}

/** What risk control knows of the player (risk.read only): their tags, then who is linked to them. */
function PlayerRiskPanels({ p }: { p: PlayerDetail }) {
  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <PlayerRiskTags userId={p.id} />
      </div>
      <PlayerLinked userId={p.id} username={p.username} />
    </>
  );
}

/**
 * One player: profile, VIP, wallets, money totals, cards (masked), ledger and logins, and the
 * account actions.
 */
export function PlayerDetailPage() {
  const id = Number(useParams().id);
  const query = usePlayer(id);
  const navigate = useNavigate();
  const risk = useCan(PERMISSION.riskRead);
  const back = <Button onClick={() => navigate('/players')}>返回会员查询</Button>;

  if (query.isError)
    return <Result status="warning" title="无法打开该会员" subTitle={errorText(query.error)} extra={back} />;
  if (!query.data) return <Skeleton active style={{ padding: 24 }} />;
  const p = query.data;

  return (
    <Page
      title={`会员详情 · ${p.username}`}
      description={
        <>
          <PlayerFlags status={p.status} isblack={p.isblack} isagent={p.isagent} />
          <PlayerTags userId={p.id} />
          <PlayerRiskScore userId={p.id} />{' '}
          <Typography.Text type="secondary">
            #{p.id} · {p.realname}
          </Typography.Text>
        </>
      }
      extra={<PlayerActions p={p} />}
    >
      <div style={{ marginBottom: 16 }}>
        <Restrictions p={p} />
      </div>
      <PlayerRiskReasons userId={p.id} />
      <div className={styles.cards}>
        <Profile p={p} />
        <Money p={p} />
      </div>
      <Cards p={p} />
      <PlayerRiskPanels p={p} />
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'ledger',
              label: '资金流水',
              children: <PlayerLedger playerId={p.id} username={p.username} />,
            },
            {
              key: 'logins',
              label: '登录记录',
              children: <PlayerLogins playerId={p.id} username={p.username} />,
            },
            ...(risk
              ? [
                  {
                    key: 'signals',
                    label: 'IP 与设备',
                    children: <PlayerSignals playerId={p.id} username={p.username} />,
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </Page>
  );
}
