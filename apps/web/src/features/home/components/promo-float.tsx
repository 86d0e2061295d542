import { useState } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { sessionFlags } from '../../../lib/storage';
import styles from './promo-float.module.css';

const CLOSED = 'promoFloatClosed';

interface Props {
  image: string;
  link: string;
  onOpen: (link: string) => void;
}

/** Floating promotion badge over home; closing it holds for this session. */
export function PromoFloat({ image, link, onOpen }: Props) {
  const [open, setOpen] = useState(() => !sessionFlags.has(CLOSED));
  if (!open || !image) return null;

  const close = () => {
    sessionFlags.set(CLOSED);
    setOpen(false);
  };

  return (
    <aside className={styles.float}>
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
    </aside>
  );
}
