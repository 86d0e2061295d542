import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'antd-mobile';
import { ChoiceButtons } from '../../components/choice-buttons';
import { BetList } from './components/bet-list';
import { DateFilter } from './components/date-filter';
import { PlatformFilter } from './components/platform-filter';
import { RebateList } from './components/rebate-list';
import { RecordList } from './components/record-list';
import { DEFAULT_DATE, RECORD_TYPE } from './components/record-states';
import styles from './components/filters.module.css';

const SUB_TABS = [
  { key: RECORD_TYPE.deposit, label: '存款' },
  { key: RECORD_TYPE.withdraw, label: '取款' },
  { key: RECORD_TYPE.transferIn, label: '转入' },
  { key: RECORD_TYPE.transferOut, label: '转出' },
];

/** Deposits and withdrawals belong to no game platform: the platform filter shows where it applies. */
const PLATFORM_TYPES: number[] = [RECORD_TYPE.transferIn, RECORD_TYPE.transferOut];

const TABS = [
  { key: 'trans', title: '交易记录' },
  { key: 'rebate', title: '返水记录' },
  { key: 'bet', title: '投注记录' },
] as const;
type Tab = (typeof TABS)[number]['key'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.key === value);

/**
 * /meyList, the wallet records (spec 001 §2): the transaction tab (deposit, withdraw, transfer in
 * and out), the rebate tab with its claim action and the bet tab, under one date and platform
 * filter. `?tab=rebate` opens on the rebate tab (the /vip page links there).
 */
export default function MoneyListPage() {
  const [params] = useSearchParams();
  const wanted = params.get('tab');
  const [tab, setTab] = useState<Tab>(isTab(wanted) ? wanted : 'trans');
  const [type, setType] = useState<number>(RECORD_TYPE.deposit);
  const [date, setDate] = useState<number>(DEFAULT_DATE);
  const [platform, setPlatform] = useState('');
  const [page, setPage] = useState(1);

  // A new filter or tab starts again at page 1 (spec 001 §4).
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const showPlatform = tab !== 'trans' || PLATFORM_TYPES.includes(type);
  const query = { date, page, api_type: platform };
  const filters = (
    <div className={styles.bar}>
      {showPlatform && <PlatformFilter value={platform} onChange={reset(setPlatform)} />}
      <DateFilter value={date} onChange={reset(setDate)} />
    </div>
  );

  return (
    <div className={styles.page}>
      <Tabs className={styles.tabs} activeKey={tab} onChange={(key) => reset(setTab)(key as Tab)}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {tab === 'trans' && (
        <ChoiceButtons
          label="交易类型"
          choices={SUB_TABS}
          value={type}
          onChange={reset(setType)}
          className={styles.subTabs}
          itemClassName={styles.subTab}
          activeClassName={styles.subTabActive}
        />
      )}
      {tab === 'rebate' ? (
        <RebateList query={query} onPage={setPage} filters={filters} />
      ) : (
        <>
          {filters}
          {tab === 'trans' ? (
            <RecordList query={{ ...query, type }} onPage={setPage} />
          ) : (
            <BetList query={query} onPage={setPage} />
          )}
        </>
      )}
    </div>
  );
}
