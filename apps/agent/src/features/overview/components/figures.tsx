import type { AgentFigures } from '@app/shared/agent-contract';
import { formatYuan } from '@app/shared/client';
import { FigureGrid } from '../../../components/figure-grid';
import { SignedMoney } from '../../../components/signed-money';

/** The eight figures of a span (today, the period) of the agent's direct players. */
export function Figures({ figures }: { figures: AgentFigures }) {
  return (
    <FigureGrid
      figures={[
        { label: '新注册', value: figures.registrations },
        { label: '首存人数', value: figures.first_deposits },
        { label: '活跃会员', value: figures.active_players },
        { label: '存款', value: formatYuan(figures.deposits) },
        { label: '取款', value: formatYuan(figures.withdrawals) },
        { label: '有效投注', value: formatYuan(figures.valid_bets) },
        {
          label: '平台输赢',
          value: <SignedMoney value={figures.ggr} />,
          text: `+${formatYuan(figures.ggr)}`,
        },
        { label: '红利/返水', value: formatYuan(figures.bonuses) },
      ]}
    />
  );
}
