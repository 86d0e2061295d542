import { Button, Tag } from 'antd-mobile';
import type { AgentPlayerRow } from '@app/shared/agent-contract';
import { formatYuan } from '@app/shared/client';
import { RowCard } from '../../../components/row-card';
import { SignedMoney } from '../../../components/signed-money';
import styles from './player-card.module.css';

interface Props {
  player: AgentPlayerRow;
  /** Shown when the agent may open sub-agents and this player is not one yet. */
  onOpenSubAgent?: () => void;
}

/**
 * A direct player: account, dates and this period's figures; never a real name, phone or card. Its
 * result is the platform's (平台输赢), as on 概览 and the statements: the cards add up to 概览's.
 */
export function PlayerCard({ player, onOpenSubAgent }: Props) {
  return (
    <RowCard
      label={player.username}
      head={
        <>
          <span className={styles.name}>{player.username}</span>
          {player.is_agent && (
            <Tag color="warning" fill="outline">
              下级代理
            </Tag>
          )}
          <span className={styles.result}>
            <span>平台输赢</span> <SignedMoney value={player.ggr} className={styles.resultValue} />
          </span>
        </>
      }
      figures={[
        { label: '存款', value: formatYuan(player.deposits) },
        { label: '取款', value: formatYuan(player.withdrawals) },
        { label: '有效投注', value: formatYuan(player.valid_bets) },
      ]}
    >
      <footer className={styles.foot}>
        <div className={styles.dates}>
          <span>注册时间 {player.registered_at || '—'}</span>
          <span>最后登录 {player.last_login_at || '—'}</span>
        </div>
        {onOpenSubAgent && (
          <Button size="mini" color="primary" fill="outline" onClick={onOpenSubAgent}>
            开设为下级代理
          </Button>
        )}
      </footer>
    </RowCard>
  );
}
