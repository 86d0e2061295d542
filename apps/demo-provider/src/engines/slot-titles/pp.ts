import { sym, title } from './kit.js';

/** PP电子's slots. Reel counts: `symbols` order, then the scatter. */

export const luckyStars = title({
  code: 'lucky-stars',
  name: '福星高照',
  lines: 9,
  symbols: [
    sym('WILD', '福星百搭', [60, 300, 1250]),
    sym('FU', '福', [30, 130, 500]),
    sym('LU', '禄', [25, 90, 300]),
    sym('SHOU', '寿', [20, 60, 250]),
    sym('A', 'A', [8, 20, 80]),
    sym('K', 'K', [6, 15, 60]),
    sym('Q', 'Q', [5, 15, 50]),
  ],
  counts: [
    [1, 2, 3, 3, 10, 11, 13],
    [1, 3, 3, 3, 10, 11, 13],
    [1, 2, 3, 3, 10, 11, 13],
    [1, 2, 3, 3, 10, 12, 13],
    [1, 2, 3, 3, 10, 11, 13],
  ],
});

export const goldTrain = title({
  code: 'gold-train',
  name: '黄金列车',
  lines: 15,
  symbols: [
    sym('WILD', '列车百搭', [150, 750, 3500]),
    sym('GOLDBAR', '金条', [90, 350, 1500]),
    sym('MONEYBAG', '钱袋', [60, 200, 750]),
    sym('WATCH', '怀表', [35, 120, 450]),
    sym('A', 'A', [20, 45, 180]),
    sym('K', 'K', [15, 35, 150]),
    sym('Q', 'Q', [10, 30, 120]),
    sym('J', 'J', [9, 25, 90]),
  ],
  scatter: sym('TICKET', '金车票', [3, 15, 80]),
  counts: [
    [1, 2, 3, 4, 8, 10, 12, 11, 1],
    [1, 2, 4, 4, 9, 11, 11, 11, 1],
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
    [1, 3, 3, 4, 8, 10, 9, 11, 1],
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
  ],
});

export const sweetCandy = title({
  code: 'sweet-candy',
  name: '甜蜜糖果',
  lines: 30,
  symbols: [
    sym('WILD', '糖果百搭', [60, 200, 1000]),
    sym('HEART', '爱心糖', [35, 140, 550]),
    sym('DONUT', '甜甜圈', [20, 90, 350]),
    sym('WRAPPED', '彩纸糖', [15, 60, 200]),
    sym('MINT', '薄荷糖', [9, 30, 110]),
    sym('JELLYBEAN', '糖豆', [7, 20, 90]),
    sym('GUMDROP', '软糖', [6, 15, 60]),
  ],
  scatter: sym('LOLLIPOP', '棒棒糖', [2, 10, 50]),
  counts: [
    [1, 2, 3, 4, 8, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 11, 1],
    [1, 3, 3, 4, 7, 9, 11, 1],
    [1, 2, 3, 4, 8, 10, 11, 1],
  ],
});

export const wildWest = title({
  code: 'wild-west',
  name: '西部淘金',
  lines: 10,
  symbols: [
    sym('WILD', '淘金百搭', [170, 850, 4250]),
    sym('SHERIFF', '警长星', [90, 350, 1500]),
    sym('HAT', '牛仔帽', [60, 250, 850]),
    sym('NUGGET', '金块', [45, 140, 600]),
    sym('A', 'A', [15, 45, 170]),
    sym('K', 'K', [15, 35, 140]),
    sym('Q', 'Q', [10, 30, 120]),
    sym('J', 'J', [9, 25, 90]),
  ],
  scatter: sym('WANTED', '通缉令', [3, 15, 75]),
  counts: [
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
    [1, 2, 3, 4, 9, 10, 10, 10, 1],
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 11, 11, 1],
  ],
});
