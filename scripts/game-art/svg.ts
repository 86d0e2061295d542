// Shape helpers every tile family draws with. Each returns SVG markup for a 160x160 tile; gradients
// are plain <defs> with ids local to one tile file (tiles are shown as <img>, so ids never clash).

/** The site's text stack: the phone's own CJK font, nothing downloaded. */
export const CJK_FONT = 'PingFang SC,Noto Sans CJK SC,Microsoft YaHei,sans-serif';

/** Highlight, body and shadow of the gold used across the art. */
export const GOLD = ['#fff6c8', '#f7c948', '#c98a12', '#8a5a00'];

/** A tile: the markup in a 160x160 square (the grid rounds the corners itself). */
export const tile = (...parts: string[]) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">' +
  parts.join('') +
  '</svg>\n';

/** `#abc` or `#abc:.4` (colour with opacity), spread evenly from the first stop to the last. */
function stops(colors: string[]): string {
  return colors
    .map((c, i) => {
      const [color, opacity] = c.split(':');
      const offset = colors.length > 1 ? +(i / (colors.length - 1)).toFixed(2) : 0;
      return `<stop offset="${offset}" stop-color="${color}"${opacity ? ` stop-opacity="${opacity}"` : ''}/>`;
    })
    .join('');
}

/** A linear gradient, top to bottom unless told. */
export const linear = (id: string, colors: string[], [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<defs><linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(colors)}` +
  '</linearGradient></defs>';

export const radial = (id: string, colors: string[], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<defs><radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(colors)}</radialGradient></defs>`;

/** The backdrop: a glow from `light` at (cx, cy) to `dark` at the edges. */
export const backdrop = (light: string, dark: string, cx = 0.5, cy = 0.45) =>
  radial('bg', [light, dark], cx, cy, 0.75) + '<rect width="160" height="160" fill="url(#bg)"/>';

/** Sunburst wedges from (cx, cy), the classic slot-machine glow. */
export function rays(cx: number, cy: number, count: number, fill: string, opacity = 0.15): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = (i * 2 * Math.PI) / count;
    const b = a + Math.PI / count;
    const p = (t: number) => `${(cx + 160 * Math.cos(t)).toFixed(0)} ${(cy + 160 * Math.sin(t)).toFixed(0)}`;
    d += `M${cx} ${cy}L${p(a)}L${p(b)}Z`;
  }
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

/** A soft round glow of `color` (a #hex), fading to nothing at r. */
export function glow(cx: number, cy: number, r: number, color = '#fff'): string {
  const id = `glow${color.slice(1)}`;
  return (
    radial(id, [`${color}:.8`, `${color}:0`]) + `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`
  );
}

/** A four-point twinkle. */
export const sparkle = (x: number, y: number, r: number, fill = '#fff') =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}` +
  `Q${x} ${y} ${x} ${y - r}Z" fill="${fill}"/>`;

/** The points of a five-pointed star of outer radius r around its origin, for a <path d>. */
export function starPath(r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const len = i % 2 ? r * 0.45 : r;
    return `${(len * Math.cos(a)).toFixed(1)} ${(len * Math.sin(a)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

/** Text in the CJK stack; `extra` carries any other attributes. */
export const text = (x: number, y: number, size: number, value: string, fill: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="900" text-anchor="middle" fill="${fill}" ` +
  `font-family="${CJK_FONT}" ${extra}>${value}</text>`;

/** Translate, scale and rotate a group of shapes drawn around their own origin. */
export const place = (x: number, y: number, scale: number, body: string, rotate = 0) =>
  `<g transform="translate(${x} ${y})${rotate ? ` rotate(${rotate})` : ''}` +
  `${scale !== 1 ? ` scale(${scale})` : ''}">${body}</g>`;

/** The same shapes flipped left to right about their origin. */
export const mirror = (body: string) => `<g transform="scale(-1 1)">${body}</g>`;

/** The gold gradient under id `gold` (vertical) for shapes to fill with url(#gold). */
export const goldGradient = (id = 'gold') => linear(id, GOLD.slice(0, 3).concat(GOLD[2]!), [0, 0, 0.3, 1]);

/** A round coin with a square hole, filled with url(#gold); r around 10-20. */
export const coin = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="1.5"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="${GOLD[3]}" stroke-opacity=".5"/>` +
  `<rect x="${x - r * 0.25}" y="${y - r * 0.25}" width="${r * 0.5}" height="${r * 0.5}" fill="${GOLD[3]}"/>`;

/** A gold ingot (元宝) about 64 wide around its origin, filled with url(#gold). */
export const ingot =
  `<path d="M-14 0Q-14-19 0-19Q14-19 14 0Z" fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="1.5"/>` +
  `<path d="M-32-11Q-25 3-13 1H13Q25 3 32-11Q31 16 0 17Q-31 16-32-11Z" fill="url(#gold)" ` +
  `stroke="${GOLD[3]}" stroke-width="1.5"/><path d="M-7-13Q-4-16 2-16" stroke="#fff" ` +
  'stroke-width="3" stroke-linecap="round" fill="none" opacity=".8"/>';

/** An auspicious cloud (祥云) about 50 wide around its origin. */
export const cloud = (fill: string, stroke: string) =>
  `<path d="M-25 6Q-30-4-20-6Q-19-16-8-13Q-2-22 8-15Q20-18 20-7Q30-6 25 6Z" fill="${fill}" ` +
  `stroke="${stroke}" stroke-width="2"/><path d="M-8 0Q-2-7 4 0M6 1Q11-4 15 1" ` +
  `stroke="${stroke}" stroke-width="1.6" fill="none"/>`;

/** Rising bubbles: [x, y, r] triples. */
export const bubbles = (list: [number, number, number][]) =>
  list
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".12" stroke="#fff" ` +
        `stroke-opacity=".6"/><circle cx="${x - r / 3}"` +
        ` cy="${y - r / 3}" r="${r / 4}" fill="#fff" opacity=".8"/>`,
    )
    .join('');
