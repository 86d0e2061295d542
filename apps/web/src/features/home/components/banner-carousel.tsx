import { Skeleton, Swiper } from 'antd-mobile';
import type { Banner } from '@app/shared';
import { useBannerList } from '../api/get-banner-list';
import styles from './banner-carousel.module.css';

const AUTOPLAY_MS = 3000;

interface Props {
  active: boolean;
  onOpen: (link: string) => void;
}

export function BannerCarousel({ active, onOpen }: Props) {
  const { data, isPending } = useBannerList();

  if (isPending) {
    return (
      <div className={styles.wrap}>
        <Skeleton animated className={styles.skeleton} />
      </div>
    );
  }

  const banners: Banner[] = data ?? [];
  if (banners.length === 0) {
    return (
      <div className={styles.wrap}>
        <div className={styles.placeholder}>金沙娱乐 · 欢迎您</div>
      </div>
    );
  }

  return (
    <div className={styles.wrap}>
      <Swiper
        className={styles.swiper}
        autoplay={active && banners.length > 1}
        autoplayInterval={AUTOPLAY_MS}
        loop={banners.length > 1}
        indicatorProps={{ color: 'white' }}
      >
        {banners.map((banner) => (
          <Swiper.Item key={banner.id}>
            <button
              type="button"
              className={styles.slide}
              onClick={() => banner.link && onOpen(banner.link)}
              aria-label="活动横幅"
            >
              <img src={banner.src} alt="" draggable={false} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
