import type { ReviewedPlayer } from '@app/shared/admin-contract';

/** The player context every queue and history row carries (from the server's join). */
export interface RowPlayer extends ReviewedPlayer {
  user_id: number;
}
