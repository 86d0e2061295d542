import { Button } from 'antd-mobile';
import styles from './pager.module.css';

interface Props {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** Previous / next paging for record lists; shown only when there is more than one page. */
export function Pager({ page, lastPage, onChange, disabled }: Props) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="分页">
      <Button size="small" disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </Button>
      <span className={styles.info}>
        第 <b>{page}</b> / {lastPage} 页
      </span>
      <Button size="small" disabled={disabled || page >= lastPage} onClick={() => onChange(page + 1)}>
        下一页
      </Button>
    </nav>
  );
}
