/** The six home category tabs of spec 000 §2, in its order. */
export const GAME_CATEGORY_TABS = [
  { key: 'realbet', title: '真人' },
  { key: 'concise', title: '电子' },
  { key: 'sport', title: '体育' },
  { key: 'gaming', title: '电竞' },
  { key: 'lottery', title: '彩票' },
  { key: 'joker', title: '棋牌' },
] as const;

/** Slot providers with their own list on /electronics (spec 000 §2), obgdy first (the default). */
export const SLOT_PROVIDERS = [
  { code: 'obgdy', title: 'OB电子' },
  { code: 'fgdz', title: 'FG电子' },
  { code: 'pp', title: 'PP电子' },
  { code: 'ae', title: 'AE电子' },
  { code: 'pg', title: 'PG电子' },
  { code: 'fgfish', title: 'FG捕鱼' },
] as const;
