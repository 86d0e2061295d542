import { BET_STATUS_LABELS, type BetRecord, type BetRecordFilter } from '@app/shared';
import { PagedRecords } from '../../../components/paged-records';
import { copyText } from '@app/shared/mobile';
import { formatYuan } from '../../../lib/money';
import { useBetRecord } from '../api/get-bet-record';
import rows from '../../../components/record-rows.module.css';
import styles from './record-list.module.css';
import bet from './bet-list.module.css';

function winLossClass(value: string): string {
  const n = Number(value);
  if (n > 0) return bet.win!;
  if (n < 0) return bet.loss!;
  return bet.even!;
}

function Row({ record }: { record: BetRecord }) {
  const [label, tone] = BET_STATUS_LABELS[Number(record.status)] ?? ['—', 'none'];
  const winLoss = Number(record.win_loss);
  return (
    <li className={rows.row} data-testid="bet-record" data-bet={record.bet_id}>
      <div className={styles.line}>
        <span className={`${styles.way} ${bet.game}`}>
          {record.platname}
          <span className={bet.dot}>·</span>
          {record.playname}
        </span>
        <span className={`${rows.state} ${rows[tone]}`} data-testid="bet-status">
          {label}
        </span>
      </div>
      <div className={bet.figures}>
        <span>
          投注<b>{formatYuan(record.bet_amount)}</b>
        </span>
        <span>
          有效<b>{formatYuan(record.valid_bet)}</b>
        </span>
        <span className={bet.result}>
          输赢
          <b className={winLossClass(record.win_loss)} data-testid="bet-win-loss">
            {winLoss > 0 ? '+' : ''}
            {formatYuan(record.win_loss)}
          </b>
        </span>
      </div>
      {record.playmemo && <div className={bet.memo}>{record.playmemo}</div>}
      <button
        type="button"
        className={bet.round}
        onClick={() => void copyText(record.gameno)}
        aria-label={`复制局号 ${record.gameno}`}
        data-testid="bet-round"
      >
        <span>局号</span>
        <span className={bet.roundNo}>{record.gameno}</span>
        <span className={bet.copy}>复制</span>
      </button>
      <div className={`${styles.line} ${bet.foot}`}>
        <span className={styles.meta}>{record.bet_time}</span>
        {record.bet_id !== record.gameno && <span className={styles.meta}>注单号 {record.bet_id}</span>}
      </div>
    </li>
  );
}

/** The bet tab: one page of bets; tapping the round number copies it (spec 001 §2). */
export function BetList({ query, onPage }: { query: BetRecordFilter; onPage: (page: number) => void }) {
  const records = useBetRecord(query);
  return (
    <PagedRecords query={records} records={records.data} page={query.page} onPage={onPage}>
      {(record) => <Row key={record.bet_id} record={record} />}
    </PagedRecords>
  );
}
