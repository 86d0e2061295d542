import { ACTIVITY_APPLY_STATE_LABELS } from '@app/shared';

export type ApplyTone = 'pending' | 'ok' | 'fail' | 'none';

const TONES: Record<number, ApplyTone> = { 1: 'pending', 2: 'ok', 3: 'fail' };

/** An application's label and colour (spec 001 §4); a state the spec leaves undefined shows a dash. */
export function applyState(state: number): [string, ApplyTone] {
  return [ACTIVITY_APPLY_STATE_LABELS[state] ?? '—', TONES[state] ?? 'none'];
}
