import { RECORD_STATE_LABELS, TRANS_RECORD_TYPE, type RecordTone } from '@app/shared';

export const RECORD_TYPE = TRANS_RECORD_TYPE;
export type Tone = RecordTone | 'none';

/** The label and colour of a record's state; a state the spec leaves undefined shows a dash. */
export function stateLabel(type: number, state: number): [string, Tone] {
  return RECORD_STATE_LABELS[type]?.[state] ?? ['—', 'none'];
}

export const DATE_FILTERS = [
  { value: 1, label: '今天' },
  { value: 2, label: '一周内' },
  { value: 3, label: '半月内' },
  { value: 4, label: '一月内' },
] as const;

/** Records open on the last week: a day is often empty, a month is long on a phone. */
export const DEFAULT_DATE = 2;
