import { useState } from 'react';
import { CrownIcon } from '../../../components/crown-icon';
import { assetUrl } from '../../../lib/asset-url';
import styles from './mine-header.module.css';

interface Props {
  /** current_vip, e.g. "VIP3": the badge's alt text and the fallback label. */
  level: string;
  /** vipname: the badge image path the server gives, e.g. /img/vip/vip3.svg. */
  image: string | undefined;
  onOpen: () => void;
}

/** The VIP level badge, opening /vip; the text pill stands in when there is no image to show. */
export function VipBadge({ level, image, onOpen }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = Boolean(image) && broken !== image;

  return showImage && image ? (
    <button type="button" className={styles.vipBadge} onClick={onOpen}>
      <img src={assetUrl(image)} alt={level} onError={() => setBroken(image)} />
    </button>
  ) : (
    <button type="button" className={styles.vip} onClick={onOpen}>
      <CrownIcon />
      {level}
    </button>
  );
}
