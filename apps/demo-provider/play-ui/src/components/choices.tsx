import { FISH } from '../../../src/engines/fishing';
import type { Kind } from '../lib/types';

const LABEL: Record<string, string> = {
  big: '大',
  small: '小',
  player: '闲',
  banker: '庄',
  tie: '和',
  dragon: '龙',
  tiger: '虎',
  odd: '单',
  even: '双',
  triple: '豹子',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`n${i + 1}`, `${i + 1}号`])),
  x1_5: '1.5×',
  x2: '2×',
  x3: '3×',
  x5: '5×',
  x10: '10×',
  ...Object.fromEntries(Object.entries(FISH).map(([key, fish]) => [key, fish.label])),
};

/** What a spot pays, under its name. */
const ODDS: Partial<Record<Kind, Record<string, string>>> = {
  dice: { big: '1赔1', small: '1赔1', odd: '1赔1', even: '1赔1', triple: '1赔30' },
  baccarat: { player: '1赔1', banker: '1赔0.95', tie: '1赔8' },
  dragon_tiger: { dragon: '1赔1', tiger: '1赔1', tie: '1赔8' },
  race: {
    ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`n${i + 1}`, '9.7倍'])),
    big: '6-10 · 1.94倍',
    small: '1-5 · 1.94倍',
    odd: '1.94倍',
    even: '1.94倍',
  },
  fishing: Object.fromEntries(Object.entries(FISH).map(([key, fish]) => [key, `${fish.multiple}倍`])),
};

/** The bet spots of a game with more than one (sides, targets, fish). */
export function Choices({
  kind,
  choices,
  value,
  disabled,
  onPick,
}: {
  kind: Kind;
  choices: string[];
  value: string;
  disabled: boolean;
  onPick: (choice: string) => void;
}) {
  return (
    <div className={`choices choices-${kind}`} role="radiogroup" aria-label="投注项">
      {choices.map((c) => (
        <button
          key={c}
          type="button"
          role="radio"
          aria-checked={c === value}
          data-choice={c}
          className={`spot spot-${c}${c === value ? ' on' : ''}`}
          disabled={disabled}
          onClick={() => onPick(c)}
        >
          <b>{LABEL[c] ?? c}</b>
          {ODDS[kind]?.[c] && <small>{ODDS[kind][c]}</small>}
        </button>
      ))}
    </div>
  );
}
