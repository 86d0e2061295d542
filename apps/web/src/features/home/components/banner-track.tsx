import { useEffect, useRef, useState } from 'react';
import type { Banner } from '@app/shared';
import { BannerSlide } from './banner-slide';
import styles from './banner-carousel.module.css';

const AUTOPLAY_MS = 3000;
/** After a finger lets go, the carousel waits this long before it turns again. */
const RESUME_AFTER_TOUCH_MS = 4000;

interface Props {
  banners: Banner[];
  autoplay: boolean;
  onOpen: (link: string) => void;
}

/**
 * The banners side by side in a scroll-snapping strip: the browser swipes, snaps and flings it
 * natively (no gesture or spring library, no work on the main thread per frame), it turns by
 * itself every 3 s while the page is shown and nobody touches it, and dots say which one is shown.
 */
export function BannerTrack({ banners, autoplay, onOpen }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const [touching, setTouching] = useState(false);
  const [touchedAt, setTouchedAt] = useState(0);
  const count = banners.length;

  useEffect(() => {
    const element = track.current;
    if (!autoplay || touching || count < 2 || !element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const turn = () => {
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
    };
    const wait = Math.max(0, touchedAt + RESUME_AFTER_TOUCH_MS - Date.now());
    let timer = 0;
    const delay = window.setTimeout(() => {
      timer = window.setInterval(turn, AUTOPLAY_MS);
    }, wait);
    return () => {
      window.clearTimeout(delay);
      window.clearInterval(timer);
    };
  }, [autoplay, touching, count, touchedAt]);

  const letGo = () => {
    setTouching(false);
    setTouchedAt(Date.now());
  };

  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) {
      setShown(Math.min(count - 1, Math.round(element.scrollLeft / element.clientWidth)));
    }
  };

  return (
    <div className={styles.carousel}>
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={() => setTouching(true)}
        onPointerUp={letGo}
        onPointerCancel={letGo}
      >
        {banners.map((banner, index) => (
          <div key={index} className={styles.item} data-banner-slide>
            <BannerSlide banner={banner} onOpen={onOpen} first={index === 0} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots} aria-hidden>
          {banners.map((_, index) => (
            <span key={index} className={index === shown ? `${styles.dot} ${styles.on}` : styles.dot} />
          ))}
        </div>
      )}
    </div>
  );
}
