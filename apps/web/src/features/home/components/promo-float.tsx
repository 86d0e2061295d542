import { useRef, useState, type RefObject } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { sessionFlags } from '../../../lib/storage';
import { useOverlap } from '../hooks/use-overlap';
import styles from './promo-float.module.css';

const CLOSED = 'promoFloatClosed';

interface Props {
  image: string;
  link: string;
  onOpen: (link: string) => void;
  /** What the badge must never cover (home's 18+ footer): while over it, the badge slides aside. */
  avoid?: RefObject<HTMLElement | null>;
}

/**
 * Floating promotion badge over home; closing it holds for this session. While it would lie over
 * the page's footer (the 18+ line), it slides off the edge, and back as the player scrolls up.
 */
export function PromoFloat({ image, link, onOpen, avoid }: Props) {
  const [open, setOpen] = useState(() => !sessionFlags.has(CLOSED));
  // The box keeps its place; only what is inside it slides, so the overlap is measured stably.
  const box = useRef<HTMLElement>(null);
  const tucked = useOverlap(box, avoid);
  if (!open || !image) return null;

  const close = () => {
    sessionFlags.set(CLOSED);
    setOpen(false);
  };

  return (
    <aside className={styles.float} ref={box}>
      <div
        className={tucked ? `${styles.inner} ${styles.tucked}` : styles.inner}
        aria-hidden={tucked || undefined}
        inert={tucked || undefined}
        data-testid="promo-float"
        data-tucked={tucked}
      >
        <button
          type="button"
          className={styles.link}
          onClick={() => link && onOpen(link)}
          aria-label="优惠活动"
        >
          <img src={image} alt="" />
        </button>
        <button type="button" className={styles.close} aria-label="关闭" onClick={close}>
          <CloseOutline />
        </button>
      </div>
    </aside>
  );
}
