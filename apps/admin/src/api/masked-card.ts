/** A player's bound bank card or USDT address as the console sees it (money context and player detail). */
export interface MaskedCard {
  id: number;
  type: number;
  type_label: string;
  bank: string;
  /** Only the last four characters ever reach the console: "**** 1234". */
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  created_at: string;
}
