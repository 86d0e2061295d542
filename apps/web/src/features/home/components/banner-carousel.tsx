import { Skeleton } from 'antd-mobile';
import type { Banner } from '@app/shared';
import { useBannerList } from '../api/get-banner-list';
import { BannerTrack } from './banner-track';
import styles from './banner-carousel.module.css';

/**
 * The first banner as the server named it in the page (apps/server/src/plugins/web-index.ts), its
 * picture already on the way when the page opened on home: drawn while /api/bannerList answers.
 */
function bannerFromPage(): Banner | null {
  const hint = document.querySelector<HTMLMetaElement>('meta[name="home-banner"]');
  return hint?.content ? { id: 0, src: hint.content, link: hint.dataset.link ?? '' } : null;
}

interface Props {
  active: boolean;
  onOpen: (link: string) => void;
}

export function BannerCarousel({ active, onOpen }: Props) {
  const { data, isPending } = useBannerList();
  const named = isPending ? bannerFromPage() : null;
  const banners: Banner[] = named ? [named] : (data ?? []);

  if (isPending && !named) {
    return (
      <div className={styles.wrap}>
        <Skeleton animated className={styles.skeleton} />
      </div>
    );
  }
  if (banners.length === 0) {
    return (
      <div className={styles.wrap}>
        <div className={styles.placeholder}>金沙娱乐 · 欢迎您</div>
      </div>
    );
  }
  // The named banner and the list's first are drawn by the same track, so its picture stays.
  return (
    <div className={styles.wrap}>
      <BannerTrack banners={banners} autoplay={active} onOpen={onOpen} />
    </div>
  );
}
