import { z } from 'zod';
import { multiline } from '../input.js';

/** Players' applications to become agents, reviewed in the back office (players.write). */

/** Without a reason the player is told 资料不完整. */
export const agentRejectBody = z.strictObject({ reason: multiline(255).trim().optional() });
export type AgentRejection = z.input<typeof agentRejectBody>;

/** The 50 oldest pending applications (the server pages no further). */
export interface AgentApplication {
  id: number;
  user_id: number;
  username: string;
  realname: string | null;
  mobile: string;
  apply_info: string;
  created_at: string;
}
