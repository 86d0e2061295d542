import { useState, type MouseEvent } from 'react';
import { Button, Segmented, Space, Tag } from 'antd';
import { Amount } from '../../components/amount';
import { Page } from '../../components/page';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { formatEpoch } from '../../lib/format-time';
import { getEvents, type PhaseFilter, type SportsbookEvent, type SportsbookPlatform } from './api/get-events';
import { pagedOnClient } from './api/client-pages';
import { sportsbookKeys } from './api/keys';
import { EventDrawer } from './event-drawer';
import { PHASE_FILTER, PLATFORM_LABEL, sportLabel, statusText, StatusCell } from './labels';
import { PlatformSwitch } from './platform-switch';
import styles from './sportsbook.module.css';

const PHASES = (Object.keys(PHASE_FILTER) as PhaseFilter[]).map((value) => ({
  value,
  label: PHASE_FILTER[value],
}));

const columns = (open: (id: string) => void): ListColumn<SportsbookEvent>[] => [
  {
    title: '联赛',
    dataIndex: 'league',
    width: 220,
    render: (league: string, e) => (
      <Space size={6}>
        <Tag>{sportLabel(e.sport)}</Tag>
        {league}
      </Space>
    ),
    csv: { 赛事ID: 'id', 运动: (e) => sportLabel(e.sport), 联赛: 'league' },
  },
  {
    title: '对阵',
    dataIndex: 'match',
    render: (match: string, e) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(e.id)}>
        {match}
      </Button>
    ),
    csv: true,
  },
  {
    title: '开赛时间',
    dataIndex: 'kickoff_at',
    width: 180,
    render: formatEpoch,
    csv: (e) => formatEpoch(e.kickoff_at),
  },
  { title: '状态', key: 'status', width: 260, render: (_, e) => <StatusCell e={e} />, csv: statusText },
  { title: '未结算注单', dataIndex: 'open_tickets', width: 110, align: 'right', csv: true },
  {
    title: '未结算金额',
    dataIndex: 'open_stakes',
    width: 140,
    align: 'right',
    render: (v: string) => <Amount value={v} />,
    csv: true,
  },
];

const PHASE_ORDER = { live: 0, pre: 1, ended: 2 } as const;

/** In play first, then the next to start, then the latest to finish. */
function byPhase(events: SportsbookEvent[]): SportsbookEvent[] {
  return [...events].sort(
    (a, b) =>
      PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] ||
      (a.phase === 'ended' ? b.kickoff_at - a.kickoff_at : a.kickoff_at - b.kickoff_at),
  );
}

/** The row a click landed in (each row opens its match), by the key antd puts on it. */
function rowKeyOf(event: MouseEvent): string | null {
  const target = event.target as HTMLElement;
  if (target.closest('button, a')) return null;
  return target.closest('tr[data-row-key]')?.getAttribute('data-row-key') ?? null;
}

/**
 * The book's fixtures with the stakes still open on each; a row opens the match: its markets and
 * prices, the book's exposure, voided markets and the result, and the changes operations may make.
 */
export function EventsPage() {
  const [platform, setPlatform] = useState<SportsbookPlatform>('sb');
  const [phase, setPhase] = useState<PhaseFilter>('all');
  const [open, setOpen] = useState<string | null>(null);
  const queryKey = [...sportsbookKeys.events, platform, phase];

  return (
    <Page
      title="赛事与赛果"
      description="近两天已开赛及即将开赛的赛事与未结算注单，每 10 秒刷新；点击赛事查看盘口、赔率与风险敞口，并可更正赛果、作废盘口或取消赛事。"
      extra={
        <>
          <PlatformSwitch value={platform} onChange={setPlatform} />
          <Segmented<PhaseFilter> aria-label="赛事状态" value={phase} onChange={setPhase} options={PHASES} />
        </>
      }
    >
      {/* Row clicks are a shortcut; the match name is the keyboard's way in. */}
      <div
        className={styles.clickableRows}
        onClick={(event) => {
          const id = rowKeyOf(event);
          if (id) setOpen(id);
        }}
      >
        <ServerTable<SportsbookEvent>
          queryKey={queryKey}
          fetchPage={pagedOnClient(queryKey, () => getEvents(platform, phase).then(byPhase))}
          columns={columns(setOpen)}
          emptyText="暂无赛事"
          totalText={(total) => `共 ${total} 场赛事`}
          refetchInterval={10_000}
          csv={{ filename: `赛事-${PLATFORM_LABEL[platform]}` }}
        />
      </div>
      <EventDrawer platform={platform} id={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
