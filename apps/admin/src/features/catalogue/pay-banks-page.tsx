import { useState } from 'react';
import { Button, Segmented, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { monoClass } from '../../components/amount';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { PERMISSION } from '../../lib/permissions';
import { getPayBanks, type PayBank } from './api/get-pay-banks';
import { catalogueKeys } from './api/keys';
import { PayBankModal } from './pay-bank-modal';
import { useCan } from './use-can';

type StateFilter = 'all' | 1 | 0;

/** The bank accounts players transfer to when they deposit by bank card. */
export function PayBanksPage() {
  const canEdit = useCan(PERMISSION.moneyAdjust);
  const [state, setState] = useState<StateFilter>('all');
  // null: closed; 0: a new account; otherwise the id being edited.
  const [editing, setEditing] = useState<number | null>(null);
  const filter = state === 'all' ? undefined : state;

  const columns: TableColumnsType<PayBank> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    { title: '银行', dataIndex: 'bank_name', width: 130 },
    {
      title: '收款账号',
      dataIndex: 'bank_no',
      width: 200,
      render: (v: string) => <span className={monoClass}>{v}</span>,
    },
    { title: '收款人', dataIndex: 'bank_owner' },
    { title: '开户行', dataIndex: 'bank_address', render: (v: string) => v || '—' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 76,
      render: (v: number) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    { title: '添加时间', dataIndex: 'created_at', width: 160 },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_, b) =>
        canEdit && (
          <Button type="link" size="small" onClick={() => setEditing(b.id)}>
            编辑
          </Button>
        ),
    },
  ];

  return (
    <Page
      title="收款账户"
      description="会员选择银行卡转账时看到的启用账户。列表中的账号已脱敏，完整账号仅在编辑时显示；每次修改都记入审计日志。"
      extra={
        canEdit && (
          <Button type="primary" onClick={() => setEditing(0)}>
            新增收款账户
          </Button>
        )
      }
    >
      <Segmented<StateFilter>
        style={{ marginBottom: 16 }}
        value={state}
        onChange={setState}
        options={[
          { label: '全部', value: 'all' },
          { label: '启用', value: 1 },
          { label: '停用', value: 0 },
        ]}
      />
      <ServerTable<PayBank>
        queryKey={[...catalogueKeys.banks, 'list', state]}
        fetchPage={(page, perPage) => getPayBanks(page, perPage, filter)}
        columns={columns}
        rowKey="id"
        emptyText="暂无收款账户"
        totalText={(total) => `共 ${total} 个账户`}
        csv={{
          filename: '收款账户',
          columns: [
            { title: 'ID', value: (b) => b.id },
            { title: '银行', value: (b) => b.bank_name },
            { title: '收款账号（脱敏）', value: (b) => b.bank_no },
            { title: '收款人', value: (b) => b.bank_owner },
            { title: '开户行', value: (b) => b.bank_address },
            { title: '状态', value: (b) => (b.state === 1 ? '启用' : '停用') },
            { title: '添加时间', value: (b) => b.created_at },
          ],
        }}
      />
      <PayBankModal id={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
