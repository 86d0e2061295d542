import type { Banner } from '@app/shared';
import styles from './banner-carousel.module.css';

/** One banner: the picture, opening its link when it has one. */
export function BannerSlide({ banner, onOpen }: { banner: Banner; onOpen: (link: string) => void }) {
  return (
    <button
      type="button"
      className={styles.slide}
      onClick={() => banner.link && onOpen(banner.link)}
      aria-label="活动横幅"
    >
      <img src={banner.src} alt="" draggable={false} />
    </button>
  );
}
