import { Alert, Button, Card, Descriptions } from 'antd';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { useLedgerCheck } from './api/post-ledger-check';
import styles from './audit.module.css';

const RULES = [
  'I1 全部分录合计为零',
  'I2 每笔凭证借贷平衡且至少两条分录',
  'I3 每个账户余额等于其分录合计',
  'I4 会员钱包、提现冻结与转账在途不为负',
];

/** Runs the ledger invariants on demand; each run is written to the audit log. */
export function LedgerCheckPage() {
  const check = useLedgerCheck();
  const result = check.data;

  return (
    <Page
      title="账务核对"
      description="核对总账的四条不变式。任何一条不成立都意味着资金记录有误，应立即停止出款并排查。"
      extra={
        <Button type="primary" loading={check.isPending} onClick={() => check.mutate()}>
          立即核对
        </Button>
      }
    >
      <Card size="small" title="核对内容">
        <ul className={styles.violations}>
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Card>
      {check.isError && (
        <Alert className={styles.result} type="error" showIcon title={errorText(check.error)} />
      )}
      {result && (
        <div className={styles.result}>
          <Alert
            type={result.ok ? 'success' : 'error'}
            showIcon
            title={result.ok ? '账务一致：四条不变式全部成立' : `发现 ${result.violations.length} 处不一致`}
            description={
              result.ok ? undefined : (
                <ul className={styles.violations}>
                  {result.violations.map((v) => (
                    <li key={v}>{v}</li>
                  ))}
                </ul>
              )
            }
          />
          <Descriptions
            className={styles.result}
            size="small"
            column={4}
            bordered
            items={[
              { key: 'at', label: '核对时间', children: result.checked_at },
              { key: 'journals', label: '凭证数', children: result.journals.toLocaleString('zh-CN') },
              { key: 'accounts', label: '账户数', children: result.accounts.toLocaleString('zh-CN') },
              { key: 'ms', label: '耗时', children: `${result.duration_ms} ms` },
            ]}
          />
        </div>
      )}
    </Page>
  );
}
