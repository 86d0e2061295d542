import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { Link } from 'react-router';
import {
  RISK_ALERT_LABEL,
  RISK_ALERT_STATE_LABEL,
  type RiskAlertKind,
  type RiskAlertState,
} from '@app/shared/admin-contract';
import { useRiskScores } from '../../api/get-risk-scores';
import { FilterSelect, useFilter } from '../../components/list-filters';
import { Page } from '../../components/page';
import { RiskScoreBadge } from '../../components/risk-score-badge';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { AlertCloseModal, type CloseKind } from './alert-close-modal';
import { AlertEvidence } from './alert-evidence';
import { getRiskAlerts, riskAlertsKey, type RiskAlertFilter, type RiskAlertRow } from './api/risk-alerts';

const KIND_COLOUR: Record<RiskAlertKind, string> = {
  opposite_sides: 'volcano',
  low_odds: 'gold',
  rebate_farming: 'purple',
  win_over_cap: 'red',
};
const STATE_COLOUR: Record<RiskAlertState, string> = {
  open: 'processing',
  dismissed: 'default',
  actioned: 'success',
};

function Players({ row }: { row: RiskAlertRow }) {
  const { data: scores } = useRiskScores(row.users.map((u) => u.id));
  return (
    <Space size={[8, 4]} wrap>
      {row.users.map((u) => (
        <Space key={u.id} size={4}>
          <Link to={`/players/${u.id}`}>{u.username}</Link>
          <RiskScoreBadge score={scores?.get(u.id)} />
        </Space>
      ))}
    </Space>
  );
}

/**
 * 风险预警: what the pattern scans and the wallet found (对打, low odds under a turnover
 * requirement, rebate farming, wins past a game's maximum), with the evidence; a risk operator
 * dismisses an alert or records what was done. Open alerts first by default.
 */
export function RiskAlertsPage() {
  const [filter, set] = useFilter<RiskAlertFilter>({ state: 'open' });
  const [closing, setClosing] = useState<{ alert: RiskAlertRow; kind: CloseKind } | null>(null);

  const columns: ListColumn<RiskAlertRow>[] = [
    { title: '时间', dataIndex: 'created_at', width: 170, csv: true },
    {
      title: '类型',
      dataIndex: 'kind_label',
      width: 170,
      render: (label: string, r) => <Tag color={KIND_COLOUR[r.kind]}>{label}</Tag>,
      csv: true,
    },
    { title: '涉及会员', dataIndex: 'users', width: 280, render: (_: unknown, r) => <Players row={r} /> },
    {
      title: '状态',
      dataIndex: 'state_label',
      width: 100,
      render: (label: string, r) => <Tag color={STATE_COLOUR[r.state]}>{label}</Tag>,
      csv: true,
    },
    {
      title: '处理',
      dataIndex: 'note',
      width: 220,
      render: (note: string, r) => (r.handled_by ? `${r.handled_by}：${note || '—'}` : '—'),
    },
    {
      title: '操作',
      dataIndex: 'id',
      width: 170,
      render: (_: unknown, r) =>
        r.state === 'open' ? (
          <Space>
            <Button size="small" onClick={() => setClosing({ alert: r, kind: 'dismiss' })}>
              忽略
            </Button>
            <Button size="small" type="primary" onClick={() => setClosing({ alert: r, kind: 'action' })}>
              处理
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <Page
      title="风险预警"
      description="由后台任务扫描注单与无缝钱包得出：对打、低赔率刷流水、刷返水、派彩超出游戏上限。展开一行查看证据。"
      extra={
        <>
          <FilterSelect
            placeholder="类型"
            width={180}
            options={RISK_ALERT_LABEL}
            onChange={(kind) => set({ kind })}
          />
          <FilterSelect
            placeholder="状态"
            width={120}
            defaultValue="open"
            options={RISK_ALERT_STATE_LABEL}
            onChange={(state) => set({ state })}
          />
        </>
      }
    >
      <ServerTable<RiskAlertRow>
        queryKey={[...riskAlertsKey, filter]}
        fetchPage={(page, perPage) => getRiskAlerts(filter, page, perPage)}
        columns={columns}
        expandable={{ expandedRowRender: (r) => <AlertEvidence alert={r} />, expandRowByClick: false }}
        emptyText="没有符合条件的预警"
        totalText={(total) => `共 ${total} 条`}
        csv={{ filename: 'risk-alerts' }}
      />
      <AlertCloseModal
        alert={closing?.alert ?? null}
        kind={closing?.kind ?? 'dismiss'}
        onClose={() => setClosing(null)}
      />
    </Page>
  );
}
