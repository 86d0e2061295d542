import type { ReactElement } from 'react';

/**
 * The slot's symbols, drawn in SVG (64×64). Their gradients are defined once (SymbolDefs) and
 * shared by every cell.
 */
export const SYMBOL_NAME: Record<string, string> = {
  CHERRY: '樱桃',
  LEMON: '柠檬',
  BELL: '铃铛',
  BAR: 'BAR',
  SEVEN: '七',
  WILD: '百搭',
};

export function SymbolDefs() {
  return (
    <svg className="defs" aria-hidden="true" width="0" height="0">
      <defs>
        <radialGradient id="g-cherry" cx="35%" cy="35%" r="70%">
          <stop offset="0" stopColor="#ff8a9a" />
          <stop offset=".45" stopColor="#e0193a" />
          <stop offset="1" stopColor="#7a0016" />
        </radialGradient>
        <radialGradient id="g-lemon" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fffbd0" />
          <stop offset=".5" stopColor="#ffd92e" />
          <stop offset="1" stopColor="#d08f00" />
        </radialGradient>
        <linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4c0" />
          <stop offset=".45" stopColor="#f5c542" />
          <stop offset="1" stopColor="#a86b00" />
        </linearGradient>
        <linearGradient id="g-seven" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff6b6b" />
          <stop offset=".5" stopColor="#e01030" />
          <stop offset="1" stopColor="#8a0018" />
        </linearGradient>
        <linearGradient id="g-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4a4a58" />
          <stop offset="1" stopColor="#111118" />
        </linearGradient>
        <radialGradient id="g-wild" cx="50%" cy="40%" r="65%">
          <stop offset="0" stopColor="#b65cff" />
          <stop offset="1" stopColor="#3b0a6e" />
        </radialGradient>
      </defs>
    </svg>
  );
}

const DRAW: Record<string, ReactElement> = {
  CHERRY: (
    <>
      <path
        d="M33 10 C30 22 24 30 20 38 M33 10 C36 24 40 30 44 36"
        stroke="#2f7d32"
        strokeWidth="3"
        fill="none"
      />
      <path d="M33 10 C40 6 50 8 54 14 C46 16 38 15 33 10Z" fill="#4caf50" />
      <circle cx="20" cy="44" r="12" fill="url(#g-cherry)" />
      <circle cx="44" cy="42" r="12" fill="url(#g-cherry)" />
      <circle cx="16" cy="40" r="3" fill="#fff" opacity=".7" />
      <circle cx="40" cy="38" r="3" fill="#fff" opacity=".7" />
    </>
  ),
  LEMON: (
    <>
      <ellipse cx="32" cy="34" rx="22" ry="16" fill="url(#g-lemon)" transform="rotate(-20 32 34)" />
      <path d="M50 22 l6 -5" stroke="#c48a00" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="25" cy="28" rx="7" ry="3" fill="#fff" opacity=".55" transform="rotate(-20 25 28)" />
    </>
  ),
  BELL: (
    <>
      <path
        d="M32 8 C20 8 16 20 16 32 C16 40 12 44 8 48 H56 C52 44 48 40 48 32 C48 20 44 8 32 8Z"
        fill="url(#g-gold)"
        stroke="#8a5a00"
        strokeWidth="1.5"
      />
      <circle cx="32" cy="53" r="5" fill="#b77900" />
      <rect x="29" y="4" width="6" height="6" rx="2" fill="#b77900" />
      <path d="M22 20 C22 16 25 13 28 12" stroke="#fff" strokeWidth="3" opacity=".6" fill="none" />
    </>
  ),
  BAR: (
    <>
      <rect
        x="5"
        y="18"
        width="54"
        height="28"
        rx="6"
        fill="url(#g-bar)"
        stroke="url(#g-gold)"
        strokeWidth="3"
      />
      <text x="32" y="40" textAnchor="middle" className="sym-text" fill="url(#g-gold)" fontSize="19">
        BAR
      </text>
    </>
  ),
  SEVEN: (
    <text
      x="32"
      y="52"
      textAnchor="middle"
      className="sym-text"
      fontSize="52"
      fill="url(#g-seven)"
      stroke="#ffd76a"
      strokeWidth="2.5"
    >
      7
    </text>
  ),
  WILD: (
    <>
      <circle cx="32" cy="32" r="27" fill="url(#g-wild)" stroke="url(#g-gold)" strokeWidth="3" />
      <path
        d="M32 9 l5 12 13 1 -10 8 3 13 -11 -7 -11 7 3 -13 -10 -8 13 -1z"
        fill="url(#g-gold)"
        opacity=".35"
      />
      <text x="32" y="40" textAnchor="middle" className="sym-text" fontSize="20" fill="url(#g-gold)">
        百搭
      </text>
    </>
  ),
};

export function SlotSymbol({ symbol }: { symbol: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={`sym sym-${symbol}`}
      role="img"
      aria-label={SYMBOL_NAME[symbol] ?? symbol}
    >
      {DRAW[symbol]}
    </svg>
  );
}
