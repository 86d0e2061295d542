// Adventure slots: 赏金船长 (pirate ship), 埃及艳后 (Cleopatra), 海底寻宝 (sunken chest),
// 西部淘金 (gold rush), 黄金列车 (the gold train).
import { backdrop, bubbles, coin, glow, GOLD, goldGradient, linear, place, sparkle, tile } from './svg.js';

/** 赏金船长: a pirate ship under the skull flag, sailing a moonlit sea. */
export const treasureShip = () =>
  tile(
    backdrop('#4a62c4', '#0a0f2e', 0.3, 0.25),
    '<circle cx="40" cy="36" r="18" fill="#fff3c4"/><circle' +
      ' cx="46" cy="32" r="16" fill="#fff8dc" opacity=".6"/>',
    sparkle(130, 100, 3),
    '<path d="M72 116V26M108 116V40" stroke="#4a2a10" stroke-width="4"/>',
    '<path d="M50 34Q72 44 94 34V72Q72 82 50 72Z" fill="#f5e9cc" stroke="#8a6a3a" stroke-width="2"/>',
    '<path d="M54 78Q72 86 90 78V104Q72 110 54 104Z" fill="#f5e9cc" stroke="#8a6a3a" stroke-width="2"/>',
    '<path d="M92 48Q108 56 124 48V96Q108 102 92 96Z" fill="#e8d6ae" stroke="#8a6a3a" stroke-width="2"/>',
    '<path d="M72 26H50V12H72Z" fill="#111"/><circle cx="61" cy="18" r="4" fill="#fff"/>',
    '<path d="M55 22l12 0" stroke="#fff" stroke-width="2"/>',
    '<path d="M18 110H140L150 100L146 118L128 140H38Z" fill="#7a3e16" stroke="#3a1a06" stroke-width="2"/>',
    `<path d="M28 122H138" stroke="${GOLD[1]}" stroke-width="3"/>`,
    '<g fill="#2a1406"><circle cx="52" cy="130" r="3"/><circle cx="76" cy="130" r="3"/>' +
      '<circle cx="100" cy="130" r="3"/></g>',
    linear('sea', ['#1e7fb8', '#062a4a']),
    '<path d="M0 136Q20 126 40 136T80 136T120 136T160 136V160H0Z" fill="url(#sea)"/>',
    '<path d="M0 148Q20 140 40 148T80 148T120 148T160 148" stroke="#fff" stroke-opacity=".35" ' +
      'stroke-width="2" fill="none"/>',
    goldGradient(),
    coin(140, 26, 8),
  );

/** 埃及艳后: the queen in her gold cobra band and jewelled collar, pyramids at sunset behind. */
export const cleopatra = () =>
  tile(
    backdrop('#ffd27a', '#a8400f', 0.5, 0.3),
    '<path d="M-10 160L30 96L70 160ZM100 160L136 106L172 160Z" fill="#c9782c" opacity=".8"/>',
    goldGradient(),
    '<path d="M40 160Q44 120 80 116Q116 120 120 160Z" fill="#d99a6c"/>',
    '<path d="M44 66Q44 24 80 24Q116 24 116 66V118H98V72H62V118H44Z" fill="#15121e"/>',
    '<path d="M48 70V114M112 70V114" stroke="#2fb8c4" stroke-width="3" stroke-dasharray="6 6"/>',
    '<ellipse cx="80" cy="74" rx="19" ry="23" fill="#e8b48a"/>',
    '<path d="M62 52H98V46H62Z" fill="#2fb8c4"/>',
    '<path d="M62 68Q69 63 76 68Q69 72 62 68ZM84 68Q91 63 98 68Q91 72 84 68Z" fill="#fff"/>',
    '<circle cx="69" cy="68" r="2.6" fill="#111"/><circle cx="91" cy="68" r="2.6" fill="#111"/>',
    '<path d="M60 67Q69 60 78 67M82 67Q91 60 100 67M78 68l-20 1M82 68l20 1" stroke="#111" ' +
      'stroke-width="2" fill="none"/>',
    '<path d="M61 62Q69 58 77 62M83 62Q91 58 99 62" stroke="#2f6bd8" stroke-width="2.5" fill="none"/>',
    '<path d="M74 88Q80 92 86 88Q80 86 74 88Z" fill="#c8102e"/>',
    // The collar: rings of gold, turquoise and lapis.
    '<path d="M50 118Q80 146 110 118" stroke="url(#gold)" stroke-width="8" fill="none"/>',
    '<path d="M46 128Q80 158 114 128" stroke="#2fb8c4" stroke-width="7" fill="none"/>',
    '<path d="M42 140Q80 170 118 140" stroke="#2f4fb8" stroke-width="7" fill="none"/>',
    // The gold band and the rearing cobra at the brow.
    `<path d="M58 48Q80 38 102 48V54Q80 44 58 54Z" fill="url(#gold)" stroke="${GOLD[3]}"/>`,
    `<path d="M80 46Q74 38 80 30Q86 34 82 40Q86 44 80 46Z" fill="url(#gold)" stroke="${GOLD[3]}"/>`,
    sparkle(132, 56, 5, '#fff8dc'),
  );

/** A cut gem about 24 wide around its origin. */
const gem = (fill: string) =>
  `<path d="M-8-7H8L12-1L0 12L-12-1Z" fill="${fill}" stroke="#fff" stroke-width="1.2" stroke-opacity=".8"/>` +
  '<path d="M-12-1H12M-4-7L0 12M4-7L0 12" stroke="#fff" stroke-opacity=".5" fill="none"/>';

/** 海底寻宝: a sunken chest thrown open, gold and gems glowing in ultramarine water. */
export const oceanGems = () =>
  tile(
    backdrop('#5a7bff', '#120c4a', 0.5, 0.3),
    '<path d="M10 160Q4 130 16 110Q8 96 18 80M150 160Q158 132 144 116Q152 100 142 86" stroke="#19c08a" ' +
      'stroke-width="6" fill="none" stroke-linecap="round"/>',
    goldGradient(),
    glow(80, 90, 60, '#ffe37a'),
    '<path d="M38 98L46 58H114L122 98Z" fill="#6b3a16" stroke="#2e1606" stroke-width="2"/>',
    `<path d="M42 78H118" stroke="${GOLD[1]}" stroke-width="4"/>`,
    '<path d="M40 96Q80 80 120 96L118 104H42Z" fill="url(#gold)"/>',
    coin(58, 94, 8),
    coin(100, 92, 8),
    place(80, 92, 1.1, gem('#ff3d6e')),
    place(62, 84, 0.8, gem('#19c08a')),
    place(100, 80, 0.8, gem('#3ab8ff')),
    '<circle cx="86" cy="76" r="5" fill="#fff" stroke="#d8d8f0"/>',
    '<rect x="36" y="100" width="88" height="44" rx="3" fill="#8a4a1c" stroke="#2e1606" stroke-width="2"/>',
    `<path d="M36 116H124M56 100V144M104 100V144" stroke="${GOLD[1]}" stroke-width="4"/>`,
    `<rect x="73" y="110" width="14" height="16" rx="2" fill="url(#gold)" stroke="${GOLD[3]}"/>`,
    bubbles([
      [30, 30, 6],
      [46, 16, 3],
      [128, 40, 4],
    ]),
  );

/** 西部淘金: a cowboy hat over a prospector's pan full of nuggets, cactus and mesa behind. */
export const wildWest = () =>
  tile(
    linear('desert', ['#8fd3ff', '#ffe0a8', '#f0a050']),
    '<rect width="160" height="160" fill="url(#desert)"/>',
    '<path d="M92 100V76H104L108 64H140L146 80H160V100Z" fill="#c8642a"/>',
    '<rect y="98" width="160" height="62" fill="#e8a25a"/>',
    '<path d="M26 140V70Q26 62 32 62Q38 62 38 70V140ZM26 104H18Q12 104 12 96V84M38 96H46Q52 96 52 88V76" ' +
      'stroke="#2e8b3e" stroke-width="10" fill="#2e8b3e" stroke-linecap="round" stroke-linejoin="round"/>',
    // The hat: brim, crown and a band.
    '<path d="M34 64Q80 82 126 64Q118 76 80 78Q42 76 34 64Z"' +
      ' fill="#8a4a1c" stroke="#3e1e08" stroke-width="2"/>',
    '<path d="M56 66Q56 30 70 30Q80 38 90 30Q104 30 104 66Q80 74 56 66Z" fill="#a8612a" stroke="#3e1e08" ' +
      'stroke-width="2"/><path d="M57 58Q80 66 103 58" stroke="#3e1e08" stroke-width="5" fill="none"/>',
    goldGradient(),
    '<ellipse cx="84" cy="130" rx="46" ry="18" fill="#6b6f78" stroke="#33363d" stroke-width="2"/>',
    '<ellipse cx="84" cy="127" rx="36" ry="12" fill="#8a8f99"/>',
    `<g fill="url(#gold)" stroke="${GOLD[3]}"><path d="M64 124l8-6 10 3 2 8-12 3Z"/>` +
      '<path d="M88 120l10-3 8 6-4 8-12-1Z"/><path d="M80 132l8-2 6 5-9 4Z"/></g>',
    sparkle(70, 116, 5),
    sparkle(104, 114, 4),
  );

/** 黄金列车: a gold-plated steam engine puffing along the rails at dusk. */
export const goldTrain = () =>
  tile(
    backdrop('#a9b8ff', '#2a2f6e', 0.5, 0.3),
    '<path d="M0 110L36 70L64 96L100 56L160 110Z" fill="#3a3f8a" opacity=".7"/>',
    '<circle cx="120" cy="24" r="12" fill="#fff3c4" opacity=".5"/><circle cx="100" cy="42" r="9" ' +
      'fill="#fff" opacity=".8"/><circle cx="112" cy="30" r="11" fill="#fff" opacity=".7"/>',
    goldGradient(),
    '<rect x="0" y="134" width="160" height="6" fill="#4a3a2a"/>',
    '<path d="M6 140V148M26 140V148M46 140V148M66 140V148M86 140V148M106 140V148M126 140V148M146 140V148" ' +
      'stroke="#4a3a2a" stroke-width="4"/>',
    `<rect x="18" y="56" width="40" height="66" rx="3" fill="#b3101f" stroke="#4a040b" stroke-width="2"/>`,
    '<rect x="26" y="64" width="24" height="20" rx="2" fill="#ffe9a8"/>',
    `<rect x="12" y="50" width="52" height="8" rx="2" fill="url(#gold)" stroke="${GOLD[3]}"/>`,
    `<rect x="56" y="78" width="70" height="42" rx="14"` +
      ` fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="2"/>`,
    `<path d="M72 78V120M90 78V120M108 78V120" stroke="${GOLD[3]}" stroke-width="2"/>`,
    `<path d="M96 78V58H110V78Z" fill="#2a2a2a"/><path d="M92 52H114L110 60H96Z" fill="url(#gold)"/>`,
    '<path d="M126 92H136V120H120Z" fill="#2a2a2a"/><path d="M122 120L146 132H118Z" fill="#b3101f"/>',
    '<circle cx="130" cy="96" r="5" fill="#fff3a0" stroke="#2a2a2a" stroke-width="2"/>',
    ...[36, 72, 104].map(
      (x) =>
        `<circle cx="${x}" cy="122" r="13" fill="#b3101f" stroke="#2a2a2a" stroke-width="3"/>` +
        `<circle cx="${x}" cy="122" r="4" fill="url(#gold)"/>`,
    ),
    `<path d="M36 122H104" stroke="${GOLD[2]}" stroke-width="4"/>`,
  );
