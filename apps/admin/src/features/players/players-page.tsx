import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { Amount } from '../../components/amount';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { getPlayers, playerListKey, type PlayerRow, type PlayerSearch } from './api/get-players';
import { PlayerFlags } from './player-flags';
import styles from './players.module.css';

/** A picked day (antd's date object), read only through format. */
type Day = { format: (template: string) => string };

interface SearchValues {
  username?: string;
  realname?: string;
  mobile?: string;
  agent?: string;
  state?: 'active' | 'disabled' | 'black';
  registered?: [Day, Day] | null;
}

const STATE_FILTER: Record<NonNullable<SearchValues['state']>, Partial<PlayerSearch>> = {
  active: { status: 1, isblack: 0 },
  disabled: { status: 0 },
  black: { isblack: 1 },
};

function toSearch(v: SearchValues): PlayerSearch {
  const text = (s?: string) => s?.trim() || undefined;
  return {
    username: text(v.username),
    realname: text(v.realname),
    mobile: text(v.mobile),
    agent: text(v.agent),
    ...(v.state ? STATE_FILTER[v.state] : {}),
    from: v.registered?.[0]?.format('YYYY-MM-DD'),
    to: v.registered?.[1]?.format('YYYY-MM-DD'),
  };
}

const columns: TableColumnsType<PlayerRow> = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '会员',
    dataIndex: 'username',
    width: 190,
    render: (v: string, p) => (
      <Space orientation="vertical" size={0}>
        <span>
          <Link to={`/players/${p.id}`}>{v}</Link> <Tag bordered={false}>VIP{p.vip}</Tag>
        </span>
        <Typography.Text type="secondary">{p.realname}</Typography.Text>
      </Space>
    ),
  },
  { title: '手机', dataIndex: 'mobile', width: 120, render: (v: string) => v || '—' },
  {
    title: '中心钱包',
    dataIndex: 'balance',
    width: 120,
    align: 'right',
    render: (v: string) => <Amount value={v} />,
  },
  {
    title: '上级代理',
    key: 'agent',
    width: 120,
    render: (_, p) =>
      p.pid ? (
        <>
          {p.agent_username ?? '—'} <Typography.Text type="secondary">#{p.pid}</Typography.Text>
        </>
      ) : (
        '—'
      ),
  },
  {
    title: '状态',
    key: 'flags',
    width: 110,
    render: (_, p) => <PlayerFlags status={p.status} isblack={p.isblack} isagent={p.isagent} />,
  },
  {
    title: '注册 / 最近登录',
    key: 'times',
    width: 200,
    render: (_, p) => (
      <Space orientation="vertical" size={0}>
        <span>注册 {p.created_at}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {p.last_login_at ? `登录 ${p.last_login_at} · ${p.last_login_ip}` : '从未登录'}
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: '操作',
    key: 'open',
    width: 70,
    fixed: 'right',
    render: (_, p) => <Link to={`/players/${p.id}`}>详情</Link>,
  },
];

/** Search players by account prefix, real name, mobile, agent, state and registration day. */
export function PlayersPage() {
  const [form] = Form.useForm<SearchValues>();
  const [search, setSearch] = useState<PlayerSearch>({});

  return (
    <Page
      title="会员查询"
      description="按账号（前缀）、真实姓名、手机号、上级代理（ID 或账号）、状态与注册日期查找会员。"
    >
      <Form<SearchValues>
        form={form}
        layout="inline"
        className={styles.search}
        onFinish={(v) => setSearch(toSearch(v))}
      >
        <Form.Item name="username">
          <Input allowClear placeholder="账号" style={{ width: 140 }} maxLength={32} />
        </Form.Item>
        <Form.Item name="realname">
          <Input allowClear placeholder="真实姓名" style={{ width: 120 }} maxLength={32} />
        </Form.Item>
        <Form.Item name="mobile">
          <Input allowClear placeholder="手机号" style={{ width: 140 }} maxLength={20} />
        </Form.Item>
        <Form.Item name="agent">
          <Input allowClear placeholder="上级代理 ID/账号" style={{ width: 150 }} maxLength={32} />
        </Form.Item>
        <Form.Item name="state">
          <Select
            allowClear
            placeholder="状态"
            style={{ width: 110 }}
            options={[
              { value: 'active', label: '正常' },
              { value: 'disabled', label: '已禁用' },
              { value: 'black', label: '黑名单' },
            ]}
          />
        </Form.Item>
        <Form.Item name="registered">
          <DatePicker.RangePicker placeholder={['注册开始', '注册结束']} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.resetFields();
              setSearch({});
            }}
          >
            重置
          </Button>
        </Form.Item>
      </Form>
      <ServerTable<PlayerRow>
        queryKey={[...playerListKey, search]}
        fetchPage={(page, perPage) => getPlayers(search, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText="没有符合条件的会员"
        totalText={(total) => `共 ${total} 位会员`}
        csv={{
          filename: 'players',
          columns: [
            { title: 'ID', value: (p) => p.id },
            { title: '账号', value: (p) => p.username },
            { title: '真实姓名', value: (p) => p.realname },
            { title: '手机', value: (p) => p.mobile },
            { title: 'VIP', value: (p) => p.vip },
            { title: '中心钱包', value: (p) => p.balance },
            { title: '上级代理', value: (p) => p.agent_username ?? '' },
            { title: '黑名单', value: (p) => (p.isblack === 1 ? '是' : '否') },
            { title: '状态', value: (p) => (p.status === 1 ? '正常' : '已禁用') },
            { title: '注册时间', value: (p) => p.created_at },
            { title: '最近登录', value: (p) => p.last_login_at ?? '' },
            { title: '最近登录IP', value: (p) => p.last_login_ip },
          ],
        }}
      />
    </Page>
  );
}
