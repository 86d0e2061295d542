import type { ActivityType } from '@app/shared';
import styles from './category-tabs.module.css';

interface Props {
  types: ActivityType[];
  /** 0 is 全部. */
  value: number;
  onChange: (type: number) => void;
}

/** 全部 plus the server's categories, as a strip that scrolls sideways on a narrow phone. */
export function CategoryTabs({ types, value, onChange }: Props) {
  const tabs = [{ id: 0, name: '全部' }, ...types];
  return (
    <div className={styles.bar}>
      <div className={styles.strip} role="tablist" aria-label="活动分类">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === value}
            className={tab.id === value ? `${styles.tab} ${styles.active}` : styles.tab}
            // The list reloads only when the category changes (spec 000 §2).
            onClick={() => tab.id !== value && onChange(tab.id)}
          >
            {tab.name}
          </button>
        ))}
      </div>
    </div>
  );
}
