import { useState } from 'react';
import { CrownIcon } from '../../../components/crown-icon';
import { assetUrl } from '../../../lib/asset-url';
import styles from './level-badge.module.css';

/** A level's badge artwork (/img/vip/vip<n>.svg); a gold pill with its name stands in if it is missing. */
export function LevelBadge({ id, name, large }: { id: number; name: string; large?: boolean }) {
  const [broken, setBroken] = useState(false);
  const size = large ? styles.large : '';
  if (broken) {
    return (
      <span className={`${styles.pill} ${size}`}>
        <CrownIcon />
        {name}
      </span>
    );
  }
  return (
    <img
      className={`${styles.image} ${size}`}
      src={assetUrl(`/img/vip/vip${id}.svg`)}
      alt={name}
      onError={() => setBroken(true)}
    />
  );
}
