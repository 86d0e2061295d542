import { Space, Tag, Typography } from 'antd';
import type { SportsbookEvent, SportsbookEventDetail, SportsbookResult } from '@app/shared/admin-contract';
import type { PhaseFilter, SportsbookPlatform } from './api/get-events';

export const PLATFORM_LABEL: Record<SportsbookPlatform, string> = { sb: '沙巴体育', ia: 'IA电竞' };
export const PHASE_FILTER: Record<PhaseFilter, string> = {
  all: '全部',
  pre: '未开赛',
  live: '滚球',
  ended: '已结束',
};
export const SPORT_LABEL: Record<string, string> = { football: '足球', basketball: '篮球', esports: '电竞' };
export const sportLabel = (sport: string) => SPORT_LABEL[sport] ?? sport;

/** A price in hundredths (185) as the book shows it (1.85); null is not offered. */
export const formatOdds = (odds: number | null) => (odds === null ? '—' : (odds / 100).toFixed(2));

/** The two sides of "主队 vs 客队". */
export function sidesOf(match: string): { home: string; away: string } {
  const [home = match, away = ''] = match.split(' vs ');
  return { home, away };
}

type Status = Pick<SportsbookEvent, 'phase' | 'cancelled' | 'view'>;

/** The match's state in words: 已取消, 未开赛, 滚球 with the clock and score, or 已结束 with it. */
export function statusText(e: Status): string {
  const score = `${e.view.score.home}:${e.view.score.away}`;
  if (e.cancelled) return '已取消';
  if (e.phase === 'pre') return '未开赛';
  if (e.phase === 'live') return `滚球 ${e.view.clock} ${score}`;
  return `已结束 ${score}`;
}

/**
 * The state as a tag, with the live clock and score or the final score beside it (the board's; a
 * match's own result, corrected or not, is the drawer's `finalScore={false}` and its 赛果 line).
 */
export function StatusCell({ e, finalScore = true }: { e: Status; finalScore?: boolean }) {
  const score = `${e.view.score.home} : ${e.view.score.away}`;
  if (e.cancelled) return <Tag color="default">已取消</Tag>;
  if (e.phase === 'pre') return <Tag color="blue">未开赛</Tag>;
  if (e.phase === 'ended' && !finalScore) return <Tag color="green">已结束</Tag>;
  return (
    <Space size={4} wrap>
      {e.phase === 'live' ? <Tag color="red">滚球</Tag> : <Tag color="green">已结束</Tag>}
      {e.phase === 'live' && <Typography.Text type="secondary">{e.view.clock}</Typography.Text>}
      <Typography.Text strong>{score}</Typography.Text>
      {e.phase === 'live' && e.view.suspended && <Tag color="orange">暂停投注</Tag>}
      {e.view.detail && <Typography.Text type="secondary">{e.view.detail}</Typography.Text>}
    </Space>
  );
}

const SIDE: Record<'home' | 'away', string> = { home: '主', away: '客' };

/** A final result in words: the score, or the maps won and each map's first blood. */
export function resultText(result: SportsbookResult): string {
  if ('home' in result) return `${result.home} : ${result.away}`;
  const bloods = result.firstBloods.map((side, i) => `第${i + 1}局${SIDE[side]}`).join('、');
  return `地图 ${result.mapsHome} : ${result.mapsAway}${bloods ? `（一血：${bloods}）` : ''}`;
}

const SELECTION_LABEL: Record<string, string> = {
  home: '主',
  away: '客',
  draw: '和',
  over: '大',
  under: '小',
  yes: '是',
  no: '否',
  other: '其他',
};

/** A market's name and a selection's label as the board shows them; the key where it has moved on. */
export function marketNames(e: Pick<SportsbookEventDetail, 'markets'>) {
  const byKey = new Map(e.markets.map((m) => [m.key, m]));
  return {
    market: (key: string) => byKey.get(key)?.name ?? key,
    selection: (market: string, key: string) =>
      byKey.get(market)?.selections.find((s) => s.key === key)?.label ?? SELECTION_LABEL[key] ?? key,
  };
}
