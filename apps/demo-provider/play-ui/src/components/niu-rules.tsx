import { HAND_MULTIPLE } from '../../../src/engines/niu-hands';
import { COMMISSION_PERCENT } from '../../../src/engines/niuniu';

/** The hands by what they pay, from the engine's own table. */
const PAYS: Array<[string, number]> = [
  ['无牛 – 牛6', HAND_MULTIPLE[6]],
  ['牛7 – 牛9', HAND_MULTIPLE[9]],
  ['牛牛', HAND_MULTIPLE[10]],
  ['五花牛（五张J/Q/K）', HAND_MULTIPLE[11]],
  ['炸弹牛（四张同点）', HAND_MULTIPLE[12]],
  ['五小牛（五张都小于5，合计≤10）', HAND_MULTIPLE[13]],
];

/** 抢庄牛牛's published rules: bidding, how a hand pays, the commission and the house's edge. */
export function NiuRules() {
  return (
    <details className="panel paytable niu-rules" id="rules">
      <summary>
        <span className="label">玩法规则</span>
        <span className="paytable-sum">牌型倍数 · 抽水{COMMISSION_PERCENT}%</span>
      </summary>
      <ul>
        {PAYS.map(([hand, times]) => (
          <li key={hand} data-multiple={times}>
            <b>{hand}</b>
            <span className="pays">
              <span>
                赢家倍数 <em>×{times}</em>
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="paytable-rules">
        四人一桌：你与三个电脑座位。发牌前各家抢庄（不抢、抢×1至×3），倍数最高者坐庄，同倍随机定庄，都不抢则随机一家以×1坐庄；闲家各选下注倍数×1至×3。
        每位闲家与庄家比牌，输赢 = 底注 × 庄家倍数 × 闲家下注倍数 ×
        赢家牌型倍数。牌型相同比最大一张：K最大、A最小，同点再比花色（♠ ♥ ♣ ♦）。 赢额抽水{COMMISSION_PERCENT}
        %。各家牌由同一副牌随机发出、发牌前下注，输赢机会均等，平台优势为有效投注（输赢额）的2.5%。
        每局先暂扣最大可能输额，结算后按输赢退回。
      </p>
    </details>
  );
}
