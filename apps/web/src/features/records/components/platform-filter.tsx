import { useState } from 'react';
import { Picker } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { usePlatformList } from '../api/get-platform-list';
import styles from './filters.module.css';

const ALL = { label: '全部平台', value: '' };

/** 全部平台 (an empty api_type) and then every platform /api/balancelist names (spec 001 §2). */
export function PlatformFilter({ value, onChange }: { value: string; onChange: (platform: string) => void }) {
  const [picking, setPicking] = useState(false);
  const list = usePlatformList();
  const options = [ALL, ...(list.data ?? []).map((p) => ({ label: p.name, value: p.platname }))];
  const label = options.find((p) => p.value === value)?.label ?? ALL.label;

  return (
    <>
      <button
        type="button"
        className={styles.platform}
        onClick={() => setPicking(true)}
        aria-haspopup="dialog"
        data-testid="platform-filter"
      >
        <span className={styles.platformName}>{label}</span>
        <DownFill fontSize={10} />
      </button>
      <Picker
        title="选择平台"
        visible={picking}
        columns={[options]}
        value={[value]}
        loading={list.isPending}
        onClose={() => setPicking(false)}
        onConfirm={(next) => onChange(String(next[0] ?? ''))}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}
