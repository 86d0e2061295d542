import { sym, title } from './kit.js';

/** PG电子's slots. Reel counts: `symbols` order, then the scatter. */

/** The winds and the suits, where 麻将胡了 plays the dragons: thirty lines, a gentler game. */
export const mahjongWays = title({
  code: 'mahjong-ways',
  name: '麻将胡了2',
  lines: 30,
  symbols: [
    sym('WILD', '百搭', [40, 150, 750]),
    sym('EAST', '东风', [25, 100, 400]),
    sym('SOUTH', '南风', [20, 80, 300]),
    sym('WEST', '西风', [15, 50, 200]),
    sym('NORTH', '北风', [10, 40, 150]),
    sym('TONG2', '二筒', [5, 15, 60]),
    sym('TIAO3', '三条', [4, 10, 40]),
  ],
  scatter: sym('HU', '胡', [3, 12, 60]),
  counts: [
    [1, 2, 3, 3, 4, 10, 12, 1],
    [1, 2, 3, 3, 4, 10, 11, 1],
    [1, 2, 3, 3, 4, 11, 11, 1],
    [1, 1, 3, 3, 4, 10, 12, 1],
    [1, 2, 3, 3, 4, 10, 11, 1],
  ],
});

export const luckyNeko = title({
  code: 'lucky-neko',
  name: '招财喵',
  lines: 15,
  symbols: [
    sym('WILD', '金喵百搭', [150, 750, 3000]),
    sym('CHARM', '御守', [70, 300, 1250]),
    sym('FISH', '小鱼干', [45, 180, 600]),
    sym('PAW', '猫爪', [35, 120, 450]),
    sym('A', 'A', [20, 45, 180]),
    sym('K', 'K', [15, 35, 150]),
    sym('Q', 'Q', [10, 30, 120]),
    sym('J', 'J', [9, 25, 90]),
  ],
  scatter: sym('YARN', '毛线球', [2, 10, 50]),
  counts: [
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
    [1, 2, 3, 4, 8, 10, 10, 10, 1],
    [1, 2, 3, 4, 8, 10, 10, 11, 1],
  ],
});
