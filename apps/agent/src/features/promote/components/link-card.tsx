import { Button } from 'antd-mobile';
import { SectionCard } from '../../../components/section-card';
import { copyText } from '@app/shared/mobile';
import styles from './link-card.module.css';

/** The referral link in full, to read and check, and 复制链接. */
export function LinkCard({ link }: { link: string }) {
  return (
    <SectionCard title="推广链接" extra="通过此链接注册的会员为您的直属会员">
      <p className={styles.link} data-testid="referral-link">
        {link}
      </p>
      <Button
        block
        color="primary"
        fill="outline"
        className={styles.copy}
        onClick={() => void copyText(link)}
      >
        复制链接
      </Button>
    </SectionCard>
  );
}
