import { useState } from 'react';
import { Steps } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import type { RecordStep } from '@app/shared';
import { StepReference } from './payout-reference';
import styles from './withdrawal-progress.module.css';

/**
 * A withdrawal's way so far, folded under its record: each step with its time, a refusal's reason,
 * the payout's reference.
 */
export function WithdrawalProgress({ steps }: { steps: RecordStep[] }) {
  const [open, setOpen] = useState(false);
  const reached = steps.filter((s) => s.at).length;
  return (
    <div className={styles.box}>
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? '收起进度' : '查看进度'}
        {open ? <UpOutline /> : <DownOutline />}
      </button>
      {open && (
        <Steps direction="vertical" current={Math.max(0, reached - 1)} className={styles.steps}>
          {steps.map((step, i) => (
            <Steps.Step
              key={step.label}
              title={step.label}
              status={step.at ? (step.failed ? 'error' : 'finish') : i === reached ? 'process' : 'wait'}
              description={
                <>
                  {step.at || (i === reached ? '处理中，请耐心等待' : '')}
                  {step.note && <span className={styles.note}>原因：{step.note}</span>}
                  {step.reference && <StepReference reference={step.reference} />}
                </>
              }
            />
          ))}
        </Steps>
      )}
    </div>
  );
}
