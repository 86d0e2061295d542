import { formatFen, parseSignedYuanToFen } from '@app/shared';

/** Odds in hundredths as a book prints them: 185 → "1.85". */
export const odds = (hundredths: number) => (hundredths / 100).toFixed(2);

/** Fen as yuan with thousands separators: 1234550 → "12,345.50". */
export function fenMoney(fen: number): string {
  const [whole, cents] = formatFen(fen).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A yuan amount from the book's answers with thousands separators: "12345.5" → "12,345.50". */
export function money(yuan: string): string {
  const fen = parseSignedYuanToFen(yuan);
  return fen === null ? '--' : fenMoney(fen);
}

const beijing = (at: number) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .formatToParts(new Date(at))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});

/** A kick-off in Beijing time: "今天 20:15", "明天 09:00" or "05-23 20:15". */
export function kickoff(at: number, now = Date.now()): string {
  const d = beijing(at);
  const time = `${d.hour}:${d.minute}`;
  const day = (t: number) => beijing(t).day;
  if (day(now) === d.day && at - now < 86_400_000) return `今天 ${time}`;
  if (day(now + 86_400_000) === d.day && at - now < 2 * 86_400_000) return `明天 ${time}`;
  return `${d.month}-${d.day} ${time}`;
}

/** A ticket's time: "05-23 20:15:07". */
export function stamp(at: number): string {
  const d = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(at));
  return d.replace(/\//g, '-');
}
