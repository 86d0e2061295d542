// Every catalogue game's tile art, by `<platform>-<code>` (the file name under img/games).
import { cleopatra, goldTrain, oceanGems, treasureShip, wildWest } from './adventures.js';
import { dragonTigerSlot, goldenDragon } from './beasts.js';
import { dragonTiger, goldenFlower, niuniu } from './card-games.js';
import { fortuneGod, guanYu, jadeEmperor } from './deities.js';
import { fishingKing, goldenToad, sharkHunt } from './fishing.js';
import { fiveBlessings, luckyStars, mahjongWays, mahjongWin } from './good-fortune.js';
import { baccaratClassic, baccaratSpeed, baccaratVip } from './live-tables.js';
import { luckyCat, luckyNeko, pandaLegend } from './lucky-animals.js';
import { esportsLobby, sportsLobby } from './lobbies.js';
import { diceSicbo, fastThree, luckyAirship, rocketCrash } from './quick-games.js';
import { fruitParty, sweetCandy } from './sweets.js';

export const GAME_ART: Record<string, () => string> = {
  'ag-baccarat-classic': baccaratClassic,
  'ag-baccarat-speed': baccaratSpeed,
  'ag-baccarat-vip': baccaratVip,
  'obgdy-fortune-god': fortuneGod,
  'obgdy-golden-dragon': goldenDragon,
  'obgdy-lucky-cat': luckyCat,
  'obgdy-fruit-party': fruitParty,
  'obgdy-panda-legend': pandaLegend,
  'obgdy-mahjong-win': mahjongWin,
  'fgdz-treasure-ship': treasureShip,
  'fgdz-cleopatra': cleopatra,
  'fgdz-ocean-gems': oceanGems,
  'fgdz-guan-yu': guanYu,
  'pp-lucky-stars': luckyStars,
  'pp-gold-train': goldTrain,
  'pp-sweet-candy': sweetCandy,
  'pp-wild-west': wildWest,
  'ae-dragon-tiger-slot': dragonTigerSlot,
  'ae-five-blessings': fiveBlessings,
  'ae-jade-emperor': jadeEmperor,
  'pg-mahjong-ways': mahjongWays,
  'pg-lucky-neko': luckyNeko,
  'pg-dice-sicbo': diceSicbo,
  'pg-rocket-crash': rocketCrash,
  'fgfish-fishing-king': fishingKing,
  'fgfish-golden-toad': goldenToad,
  'fgfish-shark-hunt': sharkHunt,
  'sb-sports-lobby': sportsLobby,
  'ia-esports-lobby': esportsLobby,
  'vr-fast-three': fastThree,
  'vr-lucky-crash': luckyAirship,
  'ky-niuniu': niuniu,
  'ky-golden-flower': goldenFlower,
  'ky-dragon-tiger': dragonTiger,
};
