import { useState } from 'react';
import { Picker, Tabs } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { DateFilter } from './components/date-filter';
import { RecordList } from './components/record-list';
import { DEFAULT_DATE, RECORD_TYPE } from './components/record-states';
import styles from './components/filters.module.css';

const SUB_TABS = [
  { type: RECORD_TYPE.deposit, title: '存款' },
  { type: RECORD_TYPE.withdraw, title: '取款' },
  { type: RECORD_TYPE.transferIn, title: '转入' },
  { type: RECORD_TYPE.transferOut, title: '转出' },
];

/**
 * The platform filter starts with 全部平台 (an empty api_type). The game platforms join it from
 * /api/balancelist when the games capability exists; until then the list has this one entry.
 */
const PLATFORMS = [{ label: '全部平台', value: '' }];

/**
 * /meyList, the wallet records. The transaction tab is the one built so far: its four sub-tabs,
 * date and platform filters and paging. The rebate and bet tabs arrive with the games capability.
 */
export default function MoneyListPage() {
  const [type, setType] = useState<number>(RECORD_TYPE.deposit);
  const [date, setDate] = useState<number>(DEFAULT_DATE);
  const [platform, setPlatform] = useState('');
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState(false);
  const platformName = PLATFORMS.find((p) => p.value === platform)?.label ?? '全部平台';

  return (
    <div>
      <Tabs
        className={styles.tabs}
        activeKey={String(type)}
        onChange={(key) => {
          // Switching tab starts again at page 1 (spec 001 §4).
          setType(Number(key));
          setPage(1);
        }}
      >
        {SUB_TABS.map((tab) => (
          <Tabs.Tab key={String(tab.type)} title={tab.title} />
        ))}
      </Tabs>
      <div className={styles.bar}>
        <button type="button" className={styles.platform} onClick={() => setPicking(true)}>
          {platformName}
          <DownFill fontSize={10} />
        </button>
        <DateFilter
          value={date}
          onChange={(next) => {
            setDate(next);
            setPage(1);
          }}
        />
      </div>
      <RecordList query={{ type, date, page, api_type: platform }} onPage={setPage} />
      <Picker
        title="选择平台"
        visible={picking}
        columns={[PLATFORMS]}
        value={[platform]}
        onClose={() => setPicking(false)}
        onConfirm={(value) => {
          setPlatform(String(value[0] ?? ''));
          setPage(1);
        }}
        confirmText="确定"
        cancelText="取消"
      />
    </div>
  );
}
