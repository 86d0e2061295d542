import { sym, title } from './kit.js';

/** AE电子's slots. Reel counts: `symbols` order, then the scatter. */

export const dragonTigerSlot = title({
  code: 'dragon-tiger-slot',
  name: '龙虎争霸',
  lines: 9,
  symbols: [
    sym('WILD', '龙虎百搭', [150, 750, 3750]),
    sym('DRAGON', '青龙', [80, 400, 1500]),
    sym('TIGER', '猛虎', [80, 400, 1500]),
    sym('YINYANG', '太极', [40, 130, 500]),
    sym('A', 'A', [15, 40, 150]),
    sym('K', 'K', [15, 30, 130]),
    sym('Q', 'Q', [10, 25, 100]),
    sym('J', 'J', [8, 20, 80]),
  ],
  counts: [
    [1, 2, 3, 4, 8, 10, 10, 10],
    [1, 2, 2, 4, 8, 10, 10, 12],
    [1, 2, 2, 4, 8, 10, 10, 11],
    [1, 2, 2, 4, 9, 9, 10, 10],
    [1, 3, 4, 4, 8, 10, 10, 11],
  ],
});

/** Five lines only, the blessings' number: fewer, bigger wins. */
export const fiveBlessings = title({
  code: 'five-blessings',
  name: '五福临门',
  lines: 5,
  symbols: [
    sym('WILD', '五福百搭', [110, 550, 2750]),
    sym('BAT', '蝙蝠', [40, 160, 650]),
    sym('KNOT', '中国结', [25, 110, 400]),
    sym('LANTERN', '灯笼', [20, 60, 250]),
    sym('A', 'A', [8, 20, 80]),
    sym('K', 'K', [6, 15, 60]),
    sym('Q', 'Q', [5, 15, 50]),
  ],
  counts: [
    [1, 2, 3, 4, 10, 11, 13],
    [1, 1, 3, 4, 9, 11, 13],
    [1, 2, 3, 4, 10, 11, 13],
    [1, 2, 2, 4, 10, 10, 13],
    [1, 2, 3, 4, 10, 11, 13],
  ],
});

export const jadeEmperor = title({
  code: 'jade-emperor',
  name: '玉皇大帝',
  lines: 30,
  symbols: [
    sym('WILD', '玉帝百搭', [150, 600, 3000]),
    sym('JADESEAL', '玉玺', [90, 350, 1500]),
    sym('PEACH', '蟠桃', [60, 200, 750]),
    sym('GOURD', '宝葫芦', [35, 120, 450]),
    sym('A', 'A', [20, 45, 180]),
    sym('K', 'K', [15, 35, 150]),
    sym('Q', 'Q', [10, 30, 120]),
    sym('J', 'J', [9, 25, 90]),
  ],
  scatter: sym('GATE', '南天门', [2, 10, 60]),
  counts: [
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 10, 12, 1],
    [1, 2, 4, 4, 9, 10, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
  ],
});
