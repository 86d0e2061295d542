import type { GameItem } from '@app/shared';
import { useLaunchGame } from '../api/post-game-url';
import { gameKey, useFavouriteGames, useToggleFavourite } from '../api/player-games';
import type { GameTileData } from './game-grid';
import { useIsLoggedIn } from '../lib/session';

/**
 * What every lobby list needs (home's tabs, search and rows; /electronics): its games as tiles,
 * starred when the player keeps them, a launch by tile key, and the star's toggle. Visitors get no
 * stars.
 */
export function useLobbyTiles() {
  const loggedIn = useIsLoggedIn();
  const favourites = useFavouriteGames();
  const toggle = useToggleFavourite();
  const launch = useLaunchGame();
  const starred = new Set((favourites.data ?? []).map(gameKey));

  const toTile = (game: GameItem): GameTileData => ({
    key: gameKey(game),
    name: game.name,
    image: game.mobile_img,
    caption: game.platform_title,
    favourite: loggedIn ? starred.has(gameKey(game)) : undefined,
  });

  /** Opens the game of `key` found in `games`. */
  const open = (games: GameItem[], key: string) => {
    const game = games.find((g) => gameKey(g) === key);
    if (game)
      void launch({
        plat_name: game.platform_name,
        game_code: game.game_code,
        game_type: game.game_type,
        title: game.name,
      });
  };

  const star = (games: GameItem[], key: string, favourite: boolean) => {
    const game = games.find((g) => gameKey(g) === key);
    if (game) toggle.mutate({ game, favourite });
  };

  /** Whether the player starred the game of this platform and code (undefined for a visitor). */
  const isStarred = (platform: string, code: string) =>
    loggedIn ? starred.has(gameKey({ platform_name: platform, game_code: code })) : undefined;

  return { toTile, open, star, favourites, isStarred, toggle };
}
