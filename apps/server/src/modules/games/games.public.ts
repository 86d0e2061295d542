// What other modules may read of the games module, which owns `platforms`, `games` and
// `player_games`. Each function takes the caller's handle first.
import { gameKey, gamesRepository } from './games.repository.js';

export { gameKey };

export const catalogue = {
  /** Every platform's display name by its code (a Map). */
  platformNames: gamesRepository.platformNames,
  /** The display names of these games, keyed by `gameKey(platform, game_code)` (a Map). */
  gameNames: gamesRepository.gameNames,
};
