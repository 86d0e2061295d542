import { useState } from 'react';
import { DotLoading, ProgressBar } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { formatFen, parseYuanToFen } from '@app/shared';
import { errorText } from '../../../lib/errors';
import { formatYuan } from '../../../lib/money';
import { useTurnoverDetail } from '../api/get-turnover-detail';
import styles from './turnover-breakdown.module.css';

const fen = (yuan: string) => parseYuanToFen(yuan) ?? 0;

/**
 * Where the 打码量 comes from: each deposit, bonus, red packet or rebate with how much of its
 * requirement is met. Valid bets clear the oldest first, so the first one is the one moving.
 */
export function TurnoverBreakdown() {
  const [open, setOpen] = useState(false);
  const detail = useTurnoverDetail(open);
  const items = detail.data?.items ?? [];
  return (
    <section className={styles.box} aria-label="打码量明细">
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        打码量明细 {open ? <UpOutline /> : <DownOutline />}
      </button>
      {open &&
        (detail.isPending ? (
          <div className={styles.state}>
            <DotLoading color="primary" /> 加载中
          </div>
        ) : detail.isError ? (
          <button type="button" className={styles.state} onClick={() => void detail.refetch()}>
            {errorText(detail.error) ?? '加载失败'}，点击重试
          </button>
        ) : items.length === 0 ? (
          <div className={styles.state}>暂无未完成的打码量，可以直接取款</div>
        ) : (
          <ul className={styles.list}>
            {items.map((item, i) => {
              const required = fen(item.required);
              const done = required - fen(item.remaining);
              return (
                <li key={`${item.created_at}-${i}`} className={styles.item} data-testid="turnover-item">
                  <div className={styles.line}>
                    <span className={styles.title}>
                      {item.title}
                      {item.detail && <span className={styles.detail}>{item.detail}</span>}
                    </span>
                    <span className={styles.left}>还需 {formatYuan(item.remaining)}</span>
                  </div>
                  <ProgressBar percent={required ? (done * 100) / required : 100} className={styles.bar} />
                  <div className={styles.meta}>
                    <span>{item.created_at}</span>
                    <span>
                      已完成 {formatYuan(formatFen(done))} / {formatYuan(item.required)}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
