import { Alert, Tag, Tooltip } from 'antd';
import { riskBand } from '@app/shared/admin-contract';
import { useRiskScore, type RiskScore } from '../api/get-risk-scores';

const BAND_COLOUR = { low: 'green', medium: 'orange', high: 'red' } as const;
const BAND_LABEL = { low: '低风险', medium: '中风险', high: '高风险' } as const;
const PANEL_TYPE = { low: 'info', medium: 'warning', high: 'error' } as const;

/** A player's risk score as a coloured tag; its reasons on hover. Nothing when not known or not allowed. */
export function RiskScoreBadge({ score }: { score: RiskScore | undefined }) {
  if (!score) return null;
  const band = riskBand(score.score);
  const reasons = score.reasons.length
    ? score.reasons.map((r) => `${r.label}（+${r.points}）`).join('；')
    : '暂无风险因素';
  return (
    <Tooltip title={reasons}>
      <Tag color={BAND_COLOUR[band]} data-testid="risk-score" style={{ marginInlineEnd: 0 }}>
        {BAND_LABEL[band]} {score.score}
      </Tag>
    </Tooltip>
  );
}

/** The badge of one player, fetched with the other players on screen (one request). */
export function PlayerRiskScore({ userId }: { userId: number }) {
  const { data } = useRiskScore(userId);
  return <RiskScoreBadge score={data ?? undefined} />;
}

/** A player page's risk panel: the reasons of the score with their points; nothing at 0 or not allowed. */
export function PlayerRiskReasons({ userId }: { userId: number }) {
  const { data } = useRiskScore(userId);
  if (!data || data.score === 0) return null;
  return (
    <Alert
      type={PANEL_TYPE[riskBand(data.score)]}
      showIcon
      style={{ marginBottom: 16 }}
      message={`风险评分 ${data.score}（${data.updated_at ?? ''} 计算）`}
      description={data.reasons.map((r) => `${r.label}（+${r.points}）`).join('；')}
    />
  );
}
