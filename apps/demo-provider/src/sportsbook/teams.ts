/**
 * The book's leagues and teams: invented names (no real club or league is named), grouped so a
 * league's fixtures are between its own teams. Esports titles are the real games players bet on.
 */
export type Sport = 'football' | 'basketball' | 'esports';

export interface League {
  code: string;
  sport: Sport;
  name: string;
  /** Esports only: the game title. */
  title?: string;
  bestOf?: 3 | 5;
  teams: string[];
}

export const LEAGUES: League[] = [
  {
    code: 'fb-donghai',
    sport: 'football',
    name: '东海超级联赛',
    teams: ['青龙竞技', '白虎联', '玄武城', '朱雀FC', '金沙港', '银河流浪者', '潮汐联', '海燕体育'],
  },
  {
    code: 'fb-xiling',
    sport: 'football',
    name: '西岭甲级联赛',
    teams: ['雪峰联', '松林竞技', '赤岩城', '长风FC', '古道体育', '苍鹰联', '石桥队', '云台城'],
  },
  {
    code: 'fb-beijing-cup',
    sport: 'football',
    name: '北境冠军杯',
    teams: ['极光联', '冰川竞技', '北辰FC', '寒星城', '铁骑体育', '银狐联'],
  },
  {
    code: 'fb-nanwan',
    sport: 'football',
    name: '南湾职业联赛',
    teams: ['椰林FC', '珊瑚联', '红树城', '帆影竞技', '暖流体育', '灯塔联'],
  },
  {
    code: 'bk-xinghe',
    sport: 'basketball',
    name: '星河职业篮球联赛',
    teams: ['雷霆鹰', '烈焰犀牛', '钢铁巨人', '疾风猎豹', '深海蛟龙', '金甲武士', '夜枭', '狂澜'],
  },
  {
    code: 'bk-huanyu',
    sport: 'basketball',
    name: '寰宇篮球锦标赛',
    teams: ['天狼星', '赤焰', '白羽', '苍狼', '紫电', '黑曜'],
  },
  {
    code: 'es-lol',
    sport: 'esports',
    name: '星耀联赛',
    title: '英雄联盟',
    bestOf: 3,
    teams: ['苍穹电竞', '赤焰战队', '银翼', '零度', '破晓', '幻影'],
  },
  {
    code: 'es-dota',
    sport: 'esports',
    name: '远古之争邀请赛',
    title: 'DOTA2',
    bestOf: 3,
    teams: ['深渊', '极夜', '启明', '风暴之眼', '孤星', '烈阳'],
  },
  {
    code: 'es-cs',
    sport: 'esports',
    name: '枪火大师赛',
    title: 'CS2',
    bestOf: 3,
    teams: ['黑鹰', '锋刃', '北极狐', '猎户座', '铁壁', '疾影'],
  },
  {
    code: 'es-kog',
    sport: 'esports',
    name: '巅峰王者联赛',
    title: '王者荣耀',
    bestOf: 5,
    teams: ['龙吟', '凤鸣', '麒麟', '天启', '星辰', '逐鹿'],
  },
];

export const SPORT_LABEL: Record<Sport, string> = { football: '足球', basketball: '篮球', esports: '电竞' };

/** Which sports a platform's book shows: the sportsbook (sb) and the esports book (ia). */
export const SPORTS_OF_PLATFORM: Record<string, Sport[]> = {
  sb: ['football', 'basketball'],
  ia: ['esports'],
};
