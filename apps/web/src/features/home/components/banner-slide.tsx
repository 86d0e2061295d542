import { parseSiteLink, type Banner } from '@app/shared';
import styles from './banner-carousel.module.css';

interface Props {
  banner: Banner;
  onOpen: (link: string) => void;
  /** The first banner is the page's largest picture: fetched first; the others when near. */
  first: boolean;
}

/** Where a banner leads, said to screen readers: the page's label, or 优惠详情 for a promotion. */
function destination(link: string): string {
  const target = parseSiteLink(link);
  if (!target) return '活动横幅';
  return `活动横幅：${target.kind === 'page' ? target.label : '优惠详情'}`;
}

/**
 * One banner: the whole picture, its drawn button included, opens its link (a page of the site or
 * a promotion's detail; the console accepts nothing else).
 */
export function BannerSlide({ banner, onOpen, first }: Props) {
  return (
    <button
      type="button"
      className={styles.slide}
      onClick={() => banner.link && onOpen(banner.link)}
      aria-label={destination(banner.link)}
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
