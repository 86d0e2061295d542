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

/** A league of a sport, its teams written as one line of names. */
const league =
  (sport: Sport) =>
  (code: string, name: string, names: string, esports?: Pick<League, 'title' | 'bestOf'>): League => ({
    code,
    sport,
    name,
    ...esports,
    teams: names.trim().split(/\s+/),
  });
const football = league('football');
const basketball = league('basketball');
const esports = league('esports');

/**
 * Leagues big enough for every team to play at most once a day (a series a half day in esports)
 * while matches stay in play around the clock: the schedule test measures it over days.
 */
export const LEAGUES: League[] = [
  football(
    'fb-donghai',
    '东海超级联赛',
    '青龙竞技 白虎联 玄武城 朱雀FC 金沙港 银河流浪者 潮汐联 海燕体育 蓝湾FC 珍珠港联 渔火城 鲸歌竞技 白沙联 望海体育 礁石城 远帆FC',
  ),
  football(
    'fb-xiling',
    '西岭甲级联赛',
    '雪峰联 松林竞技 赤岩城 长风FC 古道体育 苍鹰联 石桥队 云台城 青岚FC 峡谷联 飞瀑城 翠屏竞技 落霞体育 柏溪联 雁门队 高原FC',
  ),
  football(
    'fb-beijing-cup',
    '北境冠军杯',
    '极光联 冰川竞技 北辰FC 寒星城 铁骑体育 银狐联 雪原FC 霜林城 朔风联 冻土竞技 白桦体育 冰湖队 北岭FC 驯鹿联 寒江城 风雪竞技',
  ),
  football(
    'fb-nanwan',
    '南湾职业联赛',
    '椰林FC 珊瑚联 红树城 帆影竞技 暖流体育 灯塔联 棕榈城 海湾FC 榕树联 金滩竞技 荔枝体育 木棉FC 南港城 鹦鹉联 海风竞技 蕉园队',
  ),
  football(
    'fb-zhongyuan',
    '中原职业联赛',
    '黄河FC 古都联 麦田城 铁塔竞技 牡丹体育 嵩岳联 洛水FC 中州城 龙门竞技 青铜联 平原体育 汴河FC 商城联 太行竞技 桐柏城 伏牛队',
  ),
  football(
    'fb-jiangnan',
    '江南甲级联赛',
    '烟雨FC 水乡联 丝绸城 小桥竞技 莲湖体育 梅雨联 乌篷FC 画舫城 钱潮竞技 茶山联 秦淮体育 西溪FC 枫桥城 太湖竞技 桂香联 锦帆队',
  ),
  football(
    'fb-xiyu',
    '西域冠军联赛',
    '雪莲FC 驼铃联 绿洲城 天马竞技 胡杨体育 火洲联 葡萄沟FC 昆仑城 戈壁竞技 草原联 金雕体育 赛湖FC 丝路城 孔雀河竞技 天池联 牧歌队',
  ),
  football(
    'fb-bashu',
    '巴蜀超级联赛',
    '熊猫FC 峨眉联 锦城竞技 巴山体育 蜀道联 川江FC 青城竞技 竹海体育 山城联 剑门FC 嘉陵城 三峡竞技 雾都联 天府体育 都江队 岷江FC',
  ),
  basketball(
    'bk-xinghe',
    '星河职业篮球联赛',
    '雷霆鹰 烈焰犀牛 钢铁巨人 疾风猎豹 深海蛟龙 金甲武士 夜枭 狂澜 沙暴 银箭 铁拳 飓风 黑豹 烈马 星火 怒涛',
  ),
  basketball(
    'bk-huanyu',
    '寰宇篮球锦标赛',
    '天狼星 赤焰 白羽 苍狼 紫电 黑曜 北斗 玄冰 烈日 青锋 银月 金乌 赤霄 碧涛 破军 天枢',
  ),
  basketball(
    'bk-dongfang',
    '东方篮球联赛',
    '海东青 长城卫士 赤兔 玄甲 巨浪 青松 铜墙 雪豹 金狮 火凤 风行者 猎鹰 山猫 白鲨 战象 游骑兵',
  ),
  basketball(
    'bk-nanfang',
    '南方篮球联赛',
    '火烈鸟 海鸥 热浪 红棉 海狮 巨鲸 木兰 飞鱼 珊瑚礁 台风 闪电 蝰蛇 猛犸 斑马 犀角 旋风',
  ),
  basketball(
    'bk-jingying',
    '精英篮球联赛',
    '赤狐 野牛 秃鹰 箭鱼 豪猪 雷鸟 冰熊 狂狮 岩羊 狼群 夜鹰 金刚 神鹰 战斧 苍龙 獠牙',
  ),
  esports('es-lol', '星耀联赛', '苍穹电竞 赤焰战队 银翼 零度 破晓 幻影 星海电竞 逆风 天穹 霜刃 无畏 流光', {
    title: '英雄联盟',
    bestOf: 3,
  }),
  esports('es-dota', '远古之争邀请赛', '深渊 极夜 启明 风暴之眼 孤星 烈阳 远征 暗影 凛冬 灰烬 神谕 裂空', {
    title: 'DOTA2',
    bestOf: 3,
  }),
  esports('es-cs', '枪火大师赛', '黑鹰 锋刃 北极狐 猎户座 铁壁 疾影 夜狼 穿云 白刃 重炮 迅雷 沙鹰', {
    title: 'CS2',
    bestOf: 3,
  }),
  esports('es-kog', '巅峰王者联赛', '龙吟 凤鸣 麒麟 天启 星辰 逐鹿 虎啸 鹤唳 青鸾 玄鸟 白泽 重明', {
    title: '王者荣耀',
    bestOf: 5,
  }),
];

export const SPORT_LABEL: Record<Sport, string> = { football: '足球', basketball: '篮球', esports: '电竞' };

/** Which sports a platform's book shows: the sportsbook (sb) and the esports book (ia). */
export const SPORTS_OF_PLATFORM: Record<string, Sport[]> = {
  sb: ['football', 'basketball'],
  ia: ['esports'],
};
