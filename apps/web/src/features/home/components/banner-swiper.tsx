import { Swiper } from 'antd-mobile';
import type { Banner } from '@app/shared';
import { BannerSlide } from './banner-slide';
import styles from './banner-carousel.module.css';

const AUTOPLAY_MS = 3000;

interface Props {
  banners: Banner[];
  active: boolean;
  onOpen: (link: string) => void;
}

/** The banners as a swiping, auto-playing carousel (loaded after the first banner is on screen). */
export default function BannerSwiper({ banners, active, onOpen }: Props) {
  return (
    <Swiper
      className={styles.swiper}
      autoplay={active && banners.length > 1}
      autoplayInterval={AUTOPLAY_MS}
      loop={banners.length > 1}
      indicatorProps={{ color: 'white' }}
    >
      {banners.map((banner) => (
        <Swiper.Item key={banner.id}>
          <BannerSlide banner={banner} onOpen={onOpen} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
