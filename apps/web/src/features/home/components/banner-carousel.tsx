import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd-mobile';
import type { Banner } from '@app/shared';
import { useBannerList } from '../api/get-banner-list';
import { BannerSlide } from './banner-slide';
import styles from './banner-carousel.module.css';

// The swiper (and the gesture library under it) is not needed to show the first banner, the
// page's largest picture: that one is drawn at once, and the swiper takes over when loaded.
const BannerSwiper = lazy(() => import('./banner-swiper'));

/**
 * The first banner as the server named it in the page (apps/server/src/plugins/web-index.ts), its
 * picture already on the way: drawn while /api/bannerList is still answering.
 */
function bannerFromPage(): Banner | null {
  const hint = document.querySelector<HTMLLinkElement>('link[data-home-banner]');
  const src = hint?.getAttribute('href');
  return src ? { id: 0, src, link: hint?.dataset.link ?? '' } : null;
}

interface Props {
  active: boolean;
  onOpen: (link: string) => void;
}

export function BannerCarousel({ active, onOpen }: Props) {
  const { data, isPending } = useBannerList();

  if (isPending) {
    const named = bannerFromPage();
    if (named) {
      return (
        <div className={styles.wrap}>
          <FirstBanner banner={named} onOpen={onOpen} />
        </div>
      );
    }
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
      <Suspense fallback={<FirstBanner banner={banners[0]!} onOpen={onOpen} />}>
        <BannerSwiper banners={banners} active={active} onOpen={onOpen} />
      </Suspense>
    </div>
  );
}

/** The first banner as a plain picture, until the swiper is loaded. */
function FirstBanner({ banner, onOpen }: { banner: Banner; onOpen: (link: string) => void }) {
  return (
    <div className={styles.still}>
      <BannerSlide banner={banner} onOpen={onOpen} />
    </div>
  );
}
