import { formatFen } from '@app/shared';
import { SlotPicture } from '../games/slot-picture';
import type { SlotInfo } from '../lib/types';

/**
 * A slot title's paytable at the chosen stake: what three, four and five of each symbol pay on a
 * line (the stake split over the title's lines), what scatters pay anywhere, and the return the
 * title's reels give.
 */
export function Paytable({ code, slot, stake }: { code: string; slot: SlotInfo; stake: number }) {
  const lineBet = Math.floor(stake / slot.lines);
  const wild = slot.symbols.find((s) => s.id === slot.wild);
  return (
    <details className="panel paytable" id="paytable">
      <summary>
        <span className="label">赔付表</span>
        <span className="paytable-sum">
          {slot.lines}条线 · 每线 {formatFen(lineBet)} 元 · 返还率 {(slot.rtp_bp / 100).toFixed(2)}%
        </span>
      </summary>
      <ul>
        {slot.symbols.map((s) => (
          <li key={s.id} data-pay={s.id}>
            <SlotPicture title={code} id={s.id} name={s.name} />
            <b>{s.name}</b>
            {s.pays.some((p) => p > 0) ? (
              <span className="pays">
                {s.pays.map((p, i) => (
                  <span key={i}>
                    {i + 3}连 <em>{formatFen(p * lineBet)}</em>
                  </span>
                ))}
              </span>
            ) : (
              <span className="pays note">替代散布以外所有图案</span>
            )}
          </li>
        ))}
        {slot.scatter && (
          <li data-pay={slot.scatter.id}>
            <SlotPicture title={code} id={slot.scatter.id} name={slot.scatter.name} />
            <b>{slot.scatter.name}</b>
            <span className="pays">
              {slot.scatter.pays.map((p, i) => (
                <span key={i}>
                  任意{i + 3}个 <em>{formatFen(p * stake)}</em>
                </span>
              ))}
            </span>
          </li>
        )}
      </ul>
      <p className="paytable-rules">
        中奖线从最左轴起连续相同图案计奖，每线只取最高奖；{wild?.name ?? '百搭'}可替代
        {slot.scatter ? `${slot.scatter.name}以外的` : ''}所有图案
        {slot.scatter ? `；${slot.scatter.name}出现在任意位置即按总投注计奖` : ''}。返还率由各轴图案精确计算。
      </p>
    </details>
  );
}
