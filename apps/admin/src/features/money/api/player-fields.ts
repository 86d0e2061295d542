/** The player context every queue and history row carries (from the server's join). */
export interface RowPlayer {
  user_id: number;
  username: string;
  realname: string;
  vip: number;
  /** 1 active, 0 disabled. */
  user_status: number;
  isblack: number;
  /** Main wallet balance now, yuan. */
  balance: string;
  /** Turnover (打码量) still required before a withdrawal, yuan. */
  turnover_required: string;
}

/** Order states shared by deposits and withdrawals. */
export const STATE = { pending: 1, approved: 2, rejected: 3 } as const;
