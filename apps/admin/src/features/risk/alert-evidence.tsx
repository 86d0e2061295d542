import { Descriptions, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { formatBeijing, formatFen } from '@app/shared';
import type { RiskAlertRow } from './api/risk-alerts';
import { Amount } from '../../components/amount';
import { SignedAmount } from '../../components/signed-amount';

const yuan = (fen: unknown) => formatFen(Number(fen ?? 0));
const SIDE: Record<string, string> = {
  player: '闲',
  banker: '庄',
  dragon: '龙',
  tiger: '虎',
  big: '大',
  small: '小',
  odd: '单',
  even: '双',
};

interface EvidenceBet {
  id: number;
  user_id: number;
  round_no: string;
  side: string;
  stake_fen: number;
  win_loss_fen: number;
  memo: string;
  bet_time: number;
}

/** The bets of a 对打 finding: whose, which side, how much, how it went. */
function OppositeSides({ alert }: { alert: RiskAlertRow }) {
  const e = alert.evidence as {
    where: string;
    bets: EvidenceBet[];
    total_stake_fen: number;
    net_fen: number;
  };
  const names = new Map(alert.users.map((u) => [u.id, u.username]));
  return (
    <>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="局 / 盘口">{e.where}</Descriptions.Item>
        <Descriptions.Item label="合计投注">
          <Amount value={yuan(e.total_stake_fen)} />
        </Descriptions.Item>
        <Descriptions.Item label="合计输赢">
          <SignedAmount value={yuan(e.net_fen)} />
        </Descriptions.Item>
      </Descriptions>
      <Table<EvidenceBet>
        size="small"
        rowKey="id"
        pagination={false}
        tableLayout="fixed"
        dataSource={e.bets}
        columns={[
          {
            title: '会员',
            dataIndex: 'user_id',
            width: 120,
            render: (id: number) => <Link to={`/players/${id}`}>{names.get(id) ?? `#${id}`}</Link>,
          },
          { title: '局号', dataIndex: 'round_no', width: 170, ellipsis: true },
          { title: '投注', dataIndex: 'side', width: 80, render: (s: string) => SIDE[s] ?? s },
          {
            title: '金额',
            dataIndex: 'stake_fen',
            align: 'right',
            render: (f: number) => <Amount value={yuan(f)} />,
          },
          {
            title: '输赢',
            dataIndex: 'win_loss_fen',
            width: 110,
            align: 'right',
            render: (f: number) => <SignedAmount value={yuan(f)} />,
          },
          { title: '内容', dataIndex: 'memo', width: 300, ellipsis: true },
          { title: '时间', dataIndex: 'bet_time', width: 170, render: (t: number) => formatBeijing(t) },
        ]}
      />
    </>
  );
}

/** The figures of the other kinds, as label and value. */
function figures(alert: RiskAlertRow): Array<[string, React.ReactNode]> {
  const e = alert.evidence as Record<string, unknown>;
  switch (alert.kind) {
    case 'low_odds':
      return [
        ['待完成流水', <Amount key="r" value={yuan(e.turnover_remaining_fen)} />],
        ['近7天体育注单', `${String(e.sports_bets)} 笔`],
        ['赔率低于1.30', `${String(e.low_odds_bets)} 笔`],
        ['低赔率投注额', <Amount key="s" value={yuan(e.low_odds_stake_fen)} />],
      ];
    case 'rebate_farming':
      return [
        ['日期', String(e.day)],
        ['有效投注', <Amount key="v" value={yuan(e.valid_fen)} />],
        ['净输赢', <SignedAmount key="n" value={yuan(e.net_fen)} />],
        ['注单数', `${String(e.bets)} 笔`],
      ];
    case 'win_over_cap': {
      const last = e.last_refused as { txn_id: string; amount_fen: number } | undefined;
      return [
        ['注单', String(e.bet_txn_id)],
        ['游戏', `${String(e.platform)} / ${String(e.game_code)}`],
        ['本金', <Amount key="s" value={yuan(e.stake_fen)} />],
        ['单注派彩上限', <Amount key="c" value={yuan(e.cap_fen)} />],
        ['已派彩', <Amount key="p" value={yuan(e.paid_fen)} />],
        ['被拒派彩', `${String(e.refused)} 次，最近一笔 ${last ? yuan(last.amount_fen) : '-'} 元`],
      ];
    }
    default:
      return [];
  }
}

/** What makes the case for one alert: bets side by side, or the kind's figures. */
export function AlertEvidence({ alert }: { alert: RiskAlertRow }) {
  // The queue's table is as wide as its content: the evidence keeps within the screen's width.
  return (
    <div style={{ maxWidth: 1040 }}>
      {alert.kind === 'opposite_sides' ? <OppositeSides alert={alert} /> : <Figures alert={alert} />}
    </div>
  );
}

function Figures({ alert }: { alert: RiskAlertRow }) {
  const examples = (alert.evidence.examples ?? []) as Array<{ id: number; memo: string; odds: number }>;
  return (
    <>
      <Descriptions size="small" column={3}>
        {figures(alert).map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {examples.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          最近低赔率注单：{examples.map((x) => x.memo).join('；')}
        </Typography.Paragraph>
      )}
    </>
  );
}
