import { useRecentGames } from '../../../api/player-games';
import { assetUrl } from '../../../lib/asset-url';
import { useLobbyTiles } from '../../../components/lobby-tiles';
import styles from './recent-games-row.module.css';

/** Home's row of the games the player opened last, one tap to open again; hidden until there is one. */
export function RecentGamesRow() {
  const recent = useRecentGames();
  const { toTile, open } = useLobbyTiles();
  const games = recent.data ?? [];
  if (games.length === 0) return null;
  return (
    <section className={styles.row} aria-label="最近玩过">
      <h2 className={styles.title}>最近玩过</h2>
      <ul className={styles.strip}>
        {games.map(toTile).map((tile) => (
          <li key={tile.key}>
            <button
              type="button"
              className={styles.item}
              data-game={tile.key}
              onClick={() => open(games, tile.key)}
            >
              <img src={assetUrl(tile.image)} alt="" loading="lazy" />
              <span>{tile.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
