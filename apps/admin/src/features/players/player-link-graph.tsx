import { theme } from 'antd';
import { useNavigate } from 'react-router';
import { LINK_KIND_LABEL, STRONG_LINK_KINDS, type LinkedAccount } from '@app/shared/admin-contract';

/** How many linked accounts the graph draws (the list below it has them all). */
export const GRAPH_MAX = 12;
const W = 440;
const H = 280;
const CX = W / 2;
const CY = H / 2;
const R = 105;

/** Where along an edge its label sits: past the middle, clear of the player's own name. */
const LABEL_AT = 0.62;

const strong = (a: LinkedAccount) => a.matched.some((k) => STRONG_LINK_KINDS.includes(k));
const short = (name: string) => (name.length > 10 ? `${name.slice(0, 9)}…` : name);

/**
 * The cluster around one player, drawn by hand (no graph library): the player in the middle, the
 * linked accounts on a circle, each edge labelled with what they share; a strong link is a solid
 * line, the /24 alone a dashed one. A linked account opens its own page.
 */
export function PlayerLinkGraph({ username, linked }: { username: string; linked: LinkedAccount[] }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const shown = linked.slice(0, GRAPH_MAX);
  const at = (i: number) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(shown.length, 1);
    // dx, dy: the way out from the middle, where the account's name goes (clear of its edge).
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    return { x: CX + R * dx, y: CY + R * dy, dx, dy };
  };

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      style={{ maxWidth: W, display: 'block', margin: '0 auto' }}
      role="img"
      aria-label="关联关系图"
      data-testid="link-graph"
    >
      {shown.map((a, i) => {
        const p = at(i);
        const colour = strong(a) ? token.colorError : token.colorTextQuaternary;
        const label = a.matched.map((k) => LINK_KIND_LABEL[k]).join('·');
        return (
          <g key={`edge-${a.id}`}>
            <line
              x1={CX}
              y1={CY}
              x2={p.x}
              y2={p.y}
              stroke={colour}
              strokeWidth={strong(a) ? 1.6 : 1}
              strokeDasharray={strong(a) ? undefined : '4 3'}
            />
            <text
              x={CX + (p.x - CX) * LABEL_AT}
              y={CY + (p.y - CY) * LABEL_AT - 3}
              textAnchor="middle"
              fontSize={10}
              fill={token.colorTextSecondary}
              stroke={token.colorBgContainer}
              strokeWidth={3}
              paintOrder="stroke"
            >
              {label}
            </text>
          </g>
        );
      })}
      {shown.map((a, i) => {
        const p = at(i);
        return (
          <g
            key={`node-${a.id}`}
            style={{ cursor: 'pointer' }}
            onClick={() => navigate(`/players/${a.id}`)}
            data-testid="link-graph-node"
          >
            <title>{`${a.username} · ${a.matched.map((k) => LINK_KIND_LABEL[k]).join('、')}`}</title>
            <circle
              cx={p.x}
              cy={p.y}
              r={7}
              fill={strong(a) ? token.colorErrorBg : token.colorFillSecondary}
              stroke={strong(a) ? token.colorError : token.colorBorder}
            />
            <text
              x={p.x + 16 * p.dx}
              y={p.y + 16 * p.dy + 4}
              textAnchor={p.dx > 0.3 ? 'start' : p.dx < -0.3 ? 'end' : 'middle'}
              fontSize={11}
              fill={token.colorLink}
            >
              {short(a.username)}
            </text>
          </g>
        );
      })}
      <circle cx={CX} cy={CY} r={11} fill={token.colorPrimary} />
      <text x={CX} y={CY + 26} textAnchor="middle" fontSize={12} fontWeight={600} fill={token.colorText}>
        {short(username)}
      </text>
    </svg>
  );
}
