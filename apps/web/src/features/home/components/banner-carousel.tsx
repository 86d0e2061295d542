import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd-mobile';
import type { Banner } from '@app/shared';
import { useBannerList } from '../api/get-banner-list';
import { BannerSlide } from './banner-slide';
import styles from './banner-carousel.module.css';

// The swiper (and the gesture library under it) is not needed to show the first banner, the
// page's largest picture: that one is drawn at once, and the swiper takes over when loaded.
const BannerSwiper = lazy(() => import('./banner-swiper'));

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

  const first = (
    <div className={styles.still}>
      <BannerSlide banner={banners[0]!} onOpen={onOpen} />
    </div>
  );
  return (
    <div className={styles.wrap}>
      <Suspense fallback={first}>
        <BannerSwiper banners={banners} active={active} onOpen={onOpen} />
      </Suspense>
    </div>
  );
}
