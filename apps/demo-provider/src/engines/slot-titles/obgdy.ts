import { sym, title } from './kit.js';

/** OB电子's slots. Reel counts: `symbols` order, then the scatter. */

export const fortuneGod = title({
  code: 'fortune-god',
  name: '财神到',
  lines: 9,
  symbols: [
    sym('WILD', '财神百搭', [130, 650, 2750]),
    sym('INGOT', '金元宝', [70, 250, 1000]),
    sym('ENVELOPE', '红包', [40, 160, 550]),
    sym('COIN', '铜钱', [25, 110, 400]),
    sym('FIRECRACKER', '鞭炮', [15, 50, 200]),
    sym('A', 'A', [15, 40, 130]),
    sym('K', 'K', [10, 25, 110]),
    sym('Q', 'Q', [8, 20, 80]),
  ],
  scatter: sym('POT', '聚宝盆', [2, 10, 50]),
  counts: [
    [1, 2, 3, 3, 6, 8, 10, 12, 1],
    [1, 2, 3, 3, 6, 8, 10, 11, 1],
    [1, 2, 2, 3, 6, 8, 10, 12, 1],
    [1, 2, 3, 3, 6, 8, 10, 11, 1],
    [1, 2, 3, 3, 6, 7, 10, 11, 1],
  ],
});

/** The dragon flies on reels 2-4 only: it stands in, it never pays a line of its own. */
export const goldenDragon = title({
  code: 'golden-dragon',
  name: '金龙送宝',
  lines: 15,
  symbols: [
    sym('WILD', '金龙百搭', [0, 0, 0]),
    sym('CAULDRON', '宝鼎', [80, 300, 1250]),
    sym('JADE', '玉璧', [50, 200, 800]),
    sym('CLOUD', '祥云', [30, 110, 400]),
    sym('A', 'A', [15, 40, 160]),
    sym('K', 'K', [15, 30, 130]),
    sym('Q', 'Q', [10, 25, 110]),
    sym('J', 'J', [8, 20, 80]),
  ],
  scatter: sym('PEARL', '龙珠', [3, 15, 80]),
  counts: [
    [0, 2, 3, 4, 8, 10, 10, 10, 1],
    [2, 1, 3, 4, 9, 10, 11, 11, 1],
    [2, 1, 3, 4, 8, 10, 10, 11, 1],
    [2, 2, 3, 4, 7, 10, 10, 11, 1],
    [0, 2, 3, 4, 8, 10, 10, 11, 1],
  ],
});

export const luckyCat = title({
  code: 'lucky-cat',
  name: '招财猫',
  lines: 9,
  symbols: [
    sym('WILD', '招财猫百搭', [70, 350, 1250]),
    sym('KOBAN', '金小判', [35, 140, 500]),
    sym('BELL', '金铃', [25, 80, 350]),
    sym('KOI', '锦鲤', [15, 50, 200]),
    sym('K', 'K', [8, 20, 80]),
    sym('Q', 'Q', [7, 15, 70]),
    sym('J', 'J', [5, 15, 50]),
  ],
  counts: [
    [1, 2, 3, 3, 10, 11, 13],
    [1, 2, 3, 4, 10, 11, 13],
    [1, 2, 3, 4, 10, 11, 13],
    [1, 2, 3, 4, 10, 11, 12],
    [1, 2, 3, 4, 10, 11, 14],
  ],
});

/** The classic fruit machine: its symbols are the ones every round before the titles showed. */
export const fruitParty = title({
  code: 'fruit-party',
  name: '水果派对',
  lines: 9,
  symbols: [
    sym('WILD', '百搭', [150, 750, 4500]),
    sym('SEVEN', '幸运7', [90, 350, 1750]),
    sym('BAR', 'BAR', [35, 140, 550]),
    sym('WATERMELON', '西瓜', [25, 80, 300]),
    sym('GRAPE', '葡萄', [20, 60, 200]),
    sym('BELL', '铃铛', [15, 40, 160]),
    sym('LEMON', '柠檬', [10, 25, 90]),
    sym('CHERRY', '樱桃', [6, 20, 60]),
  ],
  counts: [
    [1, 2, 3, 4, 5, 8, 11, 13],
    [1, 2, 3, 4, 5, 8, 11, 13],
    [1, 2, 3, 4, 6, 8, 11, 13],
    [1, 2, 3, 4, 6, 8, 11, 13],
    [1, 2, 3, 4, 5, 7, 11, 13],
  ],
});

export const pandaLegend = title({
  code: 'panda-legend',
  name: '熊猫传奇',
  lines: 10,
  symbols: [
    sym('WILD', '熊猫百搭', [90, 450, 1750]),
    sym('FAN', '折扇', [45, 180, 750]),
    sym('BUN', '包子', [30, 90, 350]),
    sym('BAMBOO', '翠竹', [20, 60, 200]),
    sym('K', 'K', [9, 20, 90]),
    sym('Q', 'Q', [7, 20, 70]),
    sym('J', 'J', [6, 15, 60]),
  ],
  scatter: sym('SCROLL', '武功秘籍', [2, 10, 60]),
  counts: [
    [1, 2, 4, 4, 12, 11, 13, 1],
    [1, 2, 3, 4, 10, 12, 13, 1],
    [1, 2, 3, 4, 10, 11, 13, 1],
    [1, 2, 3, 4, 10, 11, 13, 1],
    [1, 1, 4, 4, 10, 11, 13, 1],
  ],
});

export const mahjongWin = title({
  code: 'mahjong-win',
  name: '麻将胡了',
  lines: 9,
  symbols: [
    sym('WILD', '百搭', [70, 250, 1250]),
    sym('ZHONG', '红中', [40, 160, 650]),
    sym('FA', '发财', [25, 100, 400]),
    sym('BAI', '白板', [20, 70, 250]),
    sym('WAN', '八万', [8, 25, 100]),
    sym('TONG', '五筒', [7, 20, 80]),
    sym('TIAO', '五条', [5, 15, 50]),
  ],
  scatter: sym('HU', '胡', [3, 12, 60]),
  counts: [
    [1, 2, 3, 3, 8, 10, 11, 1],
    [1, 2, 3, 3, 8, 10, 11, 1],
    [1, 2, 3, 3, 8, 10, 11, 1],
    [1, 2, 4, 3, 8, 10, 11, 1],
    [1, 2, 3, 3, 9, 10, 12, 1],
  ],
});
