import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Amount } from '../../components/amount';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { PERMISSION } from '../../lib/permissions';
import { RATE_FIELDS, getVipLevels, type VipLevel } from './api/get-vip-levels';
import { catalogueKeys } from './api/keys';
import { useCan } from './use-can';
import { VipLevelModal } from './vip-level-modal';

/** A rate in percent; fishing left empty follows slots. */
const rateText = (level: VipLevel, key: (typeof RATE_FIELDS)[number]['key']) =>
  key === 'fishing' && level.rates.fishing === '' ? level.rates.slots : level.rates[key];

/** The VIP ladder: thresholds, promotion bonus and rebate rates per game category. */
export function VipLevelsPage() {
  const canEdit = useCan(PERMISSION.campaigns);
  const [editing, setEditing] = useState<VipLevel | null>(null);

  const columns: TableColumnsType<VipLevel> = [
    {
      title: '等级',
      dataIndex: 'name',
      fixed: 'left',
      width: 96,
      render: (name: string, l) => (
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          {name !== `VIP${l.level}` && <div style={{ color: '#8c8c8c', fontSize: 12 }}>VIP{l.level}</div>}
        </div>
      ),
    },
    {
      title: '累计流水',
      dataIndex: 'flow',
      align: 'right',
      width: 124,
      render: (v: string) => <Amount value={v} prefix="" />,
    },
    {
      title: '累计存款',
      dataIndex: 'recharge',
      align: 'right',
      width: 116,
      render: (v: string) => <Amount value={v} prefix="" />,
    },
    {
      title: '晋级彩金',
      dataIndex: 'bonus',
      align: 'right',
      width: 96,
      render: (v: string) => <Amount value={v} prefix="" />,
    },
    {
      title: '返水比例（%）',
      align: 'center',
      children: RATE_FIELDS.map((f) => ({
        title: f.label,
        key: f.key,
        align: 'right' as const,
        width: 54,
        render: (_: unknown, l: VipLevel) => rateText(l, f.key),
      })),
    },
    { title: '会员数', dataIndex: 'players', align: 'right', width: 70 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 66,
      render: (v: number) => (v === 1 ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 64,
      fixed: 'right',
      render: (_, l) =>
        canEdit && (
          <Button type="link" size="small" onClick={() => setEditing(l)}>
            编辑
          </Button>
        ),
    },
  ];

  return (
    <Page
      title="VIP等级"
      description="累计有效流水与累计存款（元）同时达到门槛即晋级（只升不降）并发放晋级彩金；返水按会员等级的类别比例计算，捕鱼未单独设置时同电子。门槛须逐级升高。"
    >
      <ServerTable<VipLevel>
        queryKey={catalogueKeys.vipLevels}
        fetchPage={getVipLevels}
        columns={columns}
        rowKey="level"
        emptyText="暂无 VIP 等级"
        perPage={20}
        csv={{
          filename: 'VIP等级',
          columns: [
            { title: '等级', value: (l) => `VIP${l.level}` },
            { title: '名称', value: (l) => l.name },
            { title: '累计流水（元）', value: (l) => l.flow },
            { title: '累计存款（元）', value: (l) => l.recharge },
            { title: '晋级彩金（元）', value: (l) => l.bonus },
            ...RATE_FIELDS.map((f) => ({
              title: `${f.label}返水（%）`,
              value: (l: VipLevel) => rateText(l, f.key),
            })),
            { title: '会员数', value: (l) => l.players },
            { title: '状态', value: (l) => (l.status === 1 ? '显示' : '隐藏') },
          ],
        }}
      />
      <VipLevelModal level={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
