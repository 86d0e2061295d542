import { useState } from 'react';
import { Button, Segmented, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Activity } from '@app/shared';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { useActivities } from './api/get-activities';
import { useActivityTypes } from './api/get-activity-types';

export function ActivitiesPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [type, setType] = useState(0);
  const types = useActivityTypes();
  const list = useActivities(page, type || undefined);
  const typeName = new Map((types.data ?? []).map((t) => [t.id, t.name]));

  const columns: TableColumnsType<Activity> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '横幅',
      dataIndex: 'banner',
      width: 150,
      render: (src: string) => (
        <img
          src={src}
          alt=""
          width={128}
          height={48}
          style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5' }}
        />
      ),
    },
    {
      title: '标题',
      dataIndex: 'title',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      title: '分类',
      dataIndex: 'type',
      width: 110,
      render: (v: number) => <Tag>{typeName.get(v) ?? v}</Tag>,
    },
    {
      title: '会员申请',
      dataIndex: 'can_apply',
      width: 100,
      render: (v: number) => (v === 1 ? <Tag color="red">可申请</Tag> : <Tag>无需申请</Tag>),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (v: number) => (v === 1 ? <Tag color="green">上架</Tag> : <Tag>已下架</Tag>),
    },
    { title: '发布时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, a) => (
        <Button type="link" size="small" onClick={() => navigate(String(a.id))}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <Page
      title="活动管理"
      description="全部活动（含已下架），上架的按排序值从高到低展示给会员。"
      extra={
        <Button type="primary" onClick={() => navigate('new')}>
          新建活动
        </Button>
      }
    >
      <Segmented
        style={{ marginBottom: 16 }}
        value={type}
        onChange={(v) => {
          setType(v);
          setPage(1);
        }}
        options={[
          { label: '全部', value: 0 },
          ...(types.data ?? []).map((t) => ({ label: t.name, value: t.id })),
        ]}
      />
      <Table<Activity>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        locale={{ emptyText: list.isError ? errorText(list.error) : '暂无活动' }}
        pagination={{
          current: page,
          pageSize: list.data?.per_page ?? 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
    </Page>
  );
}
