import type { ActivityType } from '@app/shared';
import { ChoiceButtons } from '../../../components/choice-buttons';
import styles from './category-tabs.module.css';

interface Props {
  types: ActivityType[];
  /** 0 is 全部. */
  value: number;
  onChange: (type: number) => void;
}

/** 全部 plus the server's categories, as a strip that scrolls sideways on a narrow phone. */
export function CategoryTabs({ types, value, onChange }: Props) {
  const tabs = [{ id: 0, name: '全部' }, ...types].map((type) => ({ key: type.id, label: type.name }));
  return (
    <div className={styles.bar}>
      <ChoiceButtons
        label="活动分类"
        choices={tabs}
        value={value}
        // The list reloads only when the category changes (spec 000 §2).
        onChange={(id) => id !== value && onChange(id)}
        className={styles.strip}
        itemClassName={styles.tab}
        activeClassName={styles.active}
      />
    </div>
  );
}
