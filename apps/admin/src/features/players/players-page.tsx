import { useState } from 'react';
import { Button, DatePicker, Form, Input, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { Amount } from '../../components/amount';
import { FilterSelect } from '../../components/list-filters';
import { Page } from '../../components/page';
import { PERMISSION } from '../../lib/permissions';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { getPlayers, playerListKey, type PlayerRow, type PlayerSearch } from './api/get-players';
import { PlayerFlags } from './player-flags';
import styles from './players.module.css';
import { useCan } from './use-can';

/** A picked day (antd's date object), read only through format. */
type Day = { format: (template: string) => string };

interface SearchValues {
  username?: string;
  realname?: string;
  mobile?: string;
  agent?: string;
  ip?: string;
  device?: string;
  card?: string;
  state?: 'active' | 'disabled' | 'black';
  registered?: [Day, Day] | null;
}

const STATE_LABEL = { active: '正常', disabled: '已禁用', black: '黑名单' };

/** The text searches: field, placeholder, width and length. */
const TEXT_FIELDS = [
  ['username', '账号', 140, 32],
  ['realname', '真实姓名', 120, 32],
  ['mobile', '手机号', 140, 20],
  ['agent', '上级代理 ID/账号', 150, 32],
  ['card', '银行卡号/钱包地址', 200, 128],
] as const;

/** Where players' events came from: risk control's data, for operators who read it (risk.read). */
const RISK_FIELDS = [
  ['ip', 'IP（网段如 203.0.113.*）', 190, 64],
  ['device', '设备号', 170, 64],
] as const;

/** The risk keys a link may open the page with (the player page's addresses and devices link here). */
const LINKED_KEYS = ['ip', 'device', 'card'] as const;

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
    ip: text(v.ip),
    device: text(v.device),
    card: text(v.card),
    ...(v.state ? STATE_FILTER[v.state] : {}),
    from: v.registered?.[0]?.format('YYYY-MM-DD'),
    to: v.registered?.[1]?.format('YYYY-MM-DD'),
  };
}

const columns: ListColumn<PlayerRow>[] = [
  { title: 'ID', dataIndex: 'id', width: 70, csv: true },
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
    csv: { 账号: 'username', 真实姓名: 'realname' },
  },
  {
    title: '手机',
    dataIndex: 'mobile',
    width: 120,
    render: (v: string) => v || '—',
    // The VIP level, shown beside the name, follows the mobile in the CSV.
    csv: { 手机: 'mobile', VIP: 'vip' },
  },
  {
    title: '中心钱包',
    dataIndex: 'balance',
    width: 120,
    align: 'right',
    render: (v: string) => <Amount value={v} />,
    csv: true,
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
    csv: (p) => p.agent_username ?? '',
  },
  {
    title: '状态',
    key: 'flags',
    width: 110,
    render: (_, p) => <PlayerFlags status={p.status} isblack={p.isblack} isagent={p.isagent} />,
    csv: {
      黑名单: (p) => (p.isblack === 1 ? '是' : '否'),
      状态: (p) => (p.status === 1 ? '正常' : '已禁用'),
    },
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
    csv: { 注册时间: 'created_at', 最近登录: (p) => p.last_login_at ?? '', 最近登录IP: 'last_login_ip' },
  },
  {
    title: '操作',
    key: 'open',
    width: 70,
    fixed: 'right',
    render: (_, p) => <Link to={`/players/${p.id}`}>详情</Link>,
  },
];

/**
 * Search players by account prefix, real name, mobile, agent, card or address, state and
 * registration day; the risk role also by IP (or its /24) and device id.
 */
export function PlayersPage() {
  const [form] = Form.useForm<SearchValues>();
  const [params] = useSearchParams();
  const [opened] = useState<SearchValues>(() =>
    Object.fromEntries(LINKED_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))),
  );
  const [search, setSearch] = useState<PlayerSearch>(() => toSearch(opened));
  const risk = useCan(PERMISSION.riskRead);
  const fields = risk ? [...TEXT_FIELDS, ...RISK_FIELDS] : TEXT_FIELDS;

  return (
    <Page
      title="会员查询"
      description={
        risk
          ? '按账号（前缀）、真实姓名、手机号、上级代理、银行卡号或钱包地址（含已解绑）、IP（或 /24 网段）、设备号、状态与注册日期查找会员。'
          : '按账号（前缀）、真实姓名、手机号、上级代理（ID 或账号）、银行卡号或钱包地址（含已解绑）、状态与注册日期查找会员。'
      }
    >
      <Form<SearchValues>
        form={form}
        layout="inline"
        className={styles.search}
        initialValues={opened}
        onFinish={(v) => setSearch(toSearch(v))}
      >
        {fields.map(([name, placeholder, width, maxLength]) => (
          <Form.Item key={name} name={name}>
            <Input allowClear placeholder={placeholder} style={{ width }} maxLength={maxLength} />
          </Form.Item>
        ))}
        <Form.Item name="state">
          <FilterSelect placeholder="状态" width={110} options={STATE_LABEL} />
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
        emptyText="没有符合条件的会员"
        totalText={(total) => `共 ${total} 位会员`}
        csv={{ filename: 'players' }}
      />
    </Page>
  );
}
