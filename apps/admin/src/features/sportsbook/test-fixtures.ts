import type { SportsbookEvent, SportsbookEventDetail } from './api/get-events';
import type { SportsbookTicket } from './api/get-largest';

const VIEW = {
  clock: '',
  score: { home: 0, away: 0 },
  detail: '',
  suspended: false,
  endsAt: 1_780_000_540_000,
};

/** A football match in play at 63' (1:0), with two open tickets. */
export const LIVE: SportsbookEvent = {
  id: 'sb-ev-1',
  sport: 'football',
  league: '英格兰 超级联赛',
  match: '伦敦红狮 vs 曼城蓝月',
  kickoff_at: 1_780_000_000_000, // 2026-05-29 04:26:40 Beijing
  phase: 'live',
  view: { ...VIEW, phase: 'live', clock: "63'", score: { home: 1, away: 0 }, detail: '红牌 0:1' },
  cancelled: false,
  result_version: 0,
  open_tickets: 2,
  open_stakes: '1500.00',
};

/** A basketball match over (98:95), nothing open on it. */
export const ENDED: SportsbookEvent = {
  ...LIVE,
  id: 'sb-ev-2',
  sport: 'basketball',
  league: '美国 职业篮球',
  match: '湖畔飞鹰 vs 沙漠雄狮',
  kickoff_at: 1_779_990_000_000,
  phase: 'ended',
  view: { ...VIEW, phase: 'ended', score: { home: 98, away: 95 } },
  open_tickets: 0,
  open_stakes: '0.00',
};

/** The live match opened: two markets, one voided, the book's exposure on its 1x2. */
export const LIVE_DETAIL: SportsbookEventDetail = {
  ...LIVE,
  result: null,
  corrected: false,
  markets: [
    {
      key: '1x2',
      name: '全场独赢',
      selections: [
        { key: 'home', label: '主胜', odds: 185 },
        { key: 'draw', label: '和局', odds: 340 },
        { key: 'away', label: '客胜', odds: null },
      ],
    },
    {
      key: 'btts',
      name: '双方进球',
      selections: [
        { key: 'yes', label: '是', odds: 210 },
        { key: 'no', label: '否', odds: 165 },
      ],
    },
  ],
  voided: [{ market: 'btts', reason: '数据源异常' }],
  exposure: [
    {
      market: '1x2',
      staked: '1500.00',
      liability: '1275.00',
      selections: [
        { selection: 'home', payout: '2775.00' },
        { selection: 'draw', payout: '340.00' },
      ],
    },
  ],
};

/** The basketball match over, its result corrected once. */
export const ENDED_DETAIL: SportsbookEventDetail = {
  ...ENDED,
  result: { home: 98, away: 95 },
  corrected: true,
  markets: [],
  voided: [],
  exposure: [],
};

export const TICKET: SportsbookTicket = {
  ticket_no: 'SB202605290001',
  player_id: '7',
  username: 'demo888',
  platform: 'sb',
  stake: '5000.00',
  odds: '3.40',
  potential: '17000.00',
  placed_at: 1_780_000_100_000,
};
