import { Skeleton } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { assetUrl } from '../lib/asset-url';
import { errorText } from '../lib/errors';
import { EmptyState } from './empty-state';
import styles from './game-grid.module.css';

export interface GameTileData {
  key: string;
  name: string;
  image: string;
  /** Second line, e.g. the platform title. */
  caption?: string;
  hot?: boolean;
  /** Starred by the player; undefined where stars are not offered (a visitor). */
  favourite?: boolean;
}

interface GridProps {
  games: GameTileData[];
  onOpen: (key: string) => void;
  /** Stars or unstars a tile's game. */
  onStar?: (key: string, favourite: boolean) => void;
  label?: string;
}

/** Game tiles, three a row: artwork, name and platform, and a star for the player's favourites. */
export function GameGrid({ games, onOpen, onStar, label }: GridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game) => (
        <li key={game.key} className={styles.cell}>
          {onStar && game.favourite !== undefined && (
            <button
              type="button"
              className={game.favourite ? `${styles.star} ${styles.starred}` : styles.star}
              aria-label={`${game.favourite ? '取消收藏' : '收藏'}${game.name}`}
              aria-pressed={game.favourite}
              onClick={() => onStar(game.key, !game.favourite)}
            >
              {game.favourite ? <StarFill /> : <StarOutline />}
            </button>
          )}
          <button type="button" className={styles.tile} onClick={() => onOpen(game.key)} data-game={game.key}>
            <span className={styles.art}>
              <img src={assetUrl(game.image)} alt="" loading="lazy" />
              {game.hot && <span className={styles.hot}>热门</span>}
            </span>
            <span className={styles.name}>{game.name}</span>
            {game.caption && <span className={styles.caption}>{game.caption}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles while a list loads. */
export function GameGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={styles.grid} role="status" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeletonTile}>
          <Skeleton animated className={styles.skeletonArt} />
          <Skeleton animated className={styles.skeletonLine} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's place when the games failed to load, with a retry. */
export function GameGridError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState tone="error" title="游戏加载失败" description={errorText(error) ?? '请检查网络后重试'}>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重新加载
      </button>
    </EmptyState>
  );
}
