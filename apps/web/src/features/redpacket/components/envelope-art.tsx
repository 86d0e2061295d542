import { useId } from 'react';

/**
 * The red envelope, drawn inline (no artwork request): a crimson body with a gold lattice, the
 * opened flap, and gold sparkles around it. The seal is the page's button, laid over the flap.
 */
export function EnvelopeArt({ className }: { className?: string }) {
  // Ids unique per drawing: a gradient defined in a hidden copy would not paint a shown one.
  const id = `rp${useId().replace(/[^\w-]/g, '')}`;
  const ref = (name: string) => `url(#${id}-${name})`;
  return (
    <svg className={className} viewBox="0 0 200 240" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8413f" />
          <stop offset="1" stopColor="#b3121f" />
        </linearGradient>
        <linearGradient id={`${id}-flap`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f0564d" />
          <stop offset="1" stopColor="#c81d2a" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1c9" />
          <stop offset="0.5" stopColor="#f2c96d" />
          <stop offset="1" stopColor="#c9963e" />
        </linearGradient>
        <pattern id={`${id}-lattice`} width="22" height="22" patternUnits="userSpaceOnUse">
          <path
            d="M11 2 20 11 11 20 2 11Z"
            fill="none"
            stroke="#f8e3b0"
            strokeOpacity="0.16"
            strokeWidth="1.2"
          />
        </pattern>
      </defs>
      {/* shadow */}
      <ellipse cx="100" cy="230" rx="70" ry="7" fill="#3d0209" opacity="0.35" />
      {/* body */}
      <rect x="26" y="20" width="148" height="200" rx="16" fill={ref('body')} />
      <rect x="26" y="20" width="148" height="200" rx="16" fill={ref('lattice')} />
      <rect
        x="33"
        y="27"
        width="134"
        height="186"
        rx="11"
        fill="none"
        stroke={ref('gold')}
        strokeWidth="1.5"
        opacity="0.75"
      />
      {/* flap */}
      <path
        d="M26 36a16 16 0 0 1 16-16h116a16 16 0 0 1 16 16v38c-22 22-48 32-74 32S48 96 26 74Z"
        fill={ref('flap')}
      />
      <path
        d="M26 74c22 22 48 32 74 32s52-10 74-32"
        fill="none"
        stroke="#7a0b1b"
        strokeOpacity="0.35"
        strokeWidth="3"
      />
      <path d="M30 72c21 20 46 29 70 29s49-9 70-29" fill="none" stroke={ref('gold')} strokeWidth="1.6" />
      {/* bottom greeting */}
      <text
        x="100"
        y="186"
        textAnchor="middle"
        fontSize="20"
        fontWeight="700"
        letterSpacing="6"
        fill={ref('gold')}
      >
        大吉大利
      </text>
      <path d="M58 198h84" stroke={ref('gold')} strokeWidth="1.2" opacity="0.7" />
      {/* sparkles */}
      <g fill="#ffe7a8">
        <path d="M12 40l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5Z" />
        <path d="M188 132l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" />
        <path d="M184 16l1.6 4 4 1.6-4 1.6-1.6 4-1.6-4-4-1.6 4-1.6Z" opacity="0.8" />
        <circle cx="14" cy="150" r="2.5" opacity="0.8" />
        <circle cx="192" cy="70" r="2" opacity="0.7" />
      </g>
    </svg>
  );
}
