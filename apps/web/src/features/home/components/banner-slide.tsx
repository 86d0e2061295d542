import type { Banner } from '@app/shared';
import styles from './banner-carousel.module.css';

interface Props {
  banner: Banner;
  onOpen: (link: string) => void;
  /** The first banner is the page's largest picture: fetched first; the others when near. */
  first: boolean;
}

/** One banner: the picture, opening its link when it has one. */
export function BannerSlide({ banner, onOpen, first }: Props) {
  return (
    <button
      type="button"
      className={styles.slide}
      onClick={() => banner.link && onOpen(banner.link)}
      aria-label="活动横幅"
    >
      <img
        src={banner.src}
        alt=""
        draggable={false}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
    </button>
  );
}
