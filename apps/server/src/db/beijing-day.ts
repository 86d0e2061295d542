import { sql } from 'kysely';
import { BEIJING_OFFSET_MS, DAY_MS } from '@app/shared';

/**
 * (ms + 8 h) / 24 h: the Beijing day (beijingDayNumber) of an epoch-ms column as whole days since
 * 1970, by integer division on both databases. The reports' queries group by it, in whichever
 * module owns the table they read, and the bet rollup's key is the same expression.
 */
export const dayOf = (column: string) => sql.raw<number>(`(${column} + ${BEIJING_OFFSET_MS}) / ${DAY_MS}`);
