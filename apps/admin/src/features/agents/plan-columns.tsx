import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { COMMISSION_CATEGORIES } from '@app/shared';
import { Amount } from '../../components/amount';
import type { AgentPlan } from './api/get-agent-plans';

/** "35.00" as "35%", "0.50" as "0.5%". */
export const percentText = (rate: string) => `${Number(rate)}%`;

/** A plan's terms as the list shows them (the actions column is the page's). */
export const PLAN_COLUMNS: TableColumnsType<AgentPlan> = [
  { title: 'ID', dataIndex: 'id', width: 60 },
  {
    title: '方案名称',
    dataIndex: 'name',
    width: 140,
    render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
  },
  {
    title: '活跃会员',
    dataIndex: 'active_min_valid',
    width: 150,
    render: (v: string) => (
      <>
        有效投注 ≥ <Amount value={v} />
      </>
    ),
  },
  {
    title: '手续费分摊',
    key: 'fees',
    width: 120,
    render: (_, p) => (
      <Space orientation="vertical" size={0}>
        <span>存款 {percentText(p.deposit_fee_rate)}</span>
        <span>取款 {percentText(p.withdrawal_fee_rate)}</span>
      </Space>
    ),
  },
  {
    title: '佣金档位（活跃会员 / 团队净输赢 → 比例）',
    key: 'tiers',
    render: (_, p) => (
      <Space orientation="vertical" size={0}>
        {p.tiers.map((t, i) => (
          <span key={i}>
            ≥ {t.min_active} 人 · ≥ <Amount value={t.min_net} /> →{' '}
            <Typography.Text strong>{percentText(t.rate)}</Typography.Text>
          </span>
        ))}
      </Space>
    ),
  },
  {
    title: '流水佣金',
    key: 'turnover',
    width: 200,
    render: (_, p) => {
      const rates = COMMISSION_CATEGORIES.filter(({ key }) => p.turnover_rates[key]);
      if (rates.length === 0) return <Typography.Text type="secondary">不计</Typography.Text>;
      return (
        <Space size={[4, 4]} wrap>
          {rates.map(({ key, label }) => (
            <Tag key={key} bordered={false}>
              {label} {percentText(p.turnover_rates[key]!)}
            </Tag>
          ))}
        </Space>
      );
    },
  },
  { title: '使用代理', dataIndex: 'agents', width: 90, align: 'right', render: (v: number) => `${v} 个` },
];
