import { useState } from 'react';
import { sessionFlags } from '../../../lib/storage';
import { useIsLoggedIn } from '../../../lib/session';
import styles from './home-sections.module.css';

/** Set by the register form (auth feature): a new player is offered a deposit limit once, and may skip it. */
const LIMIT_PROMPT_FLAG = 'limitPrompt';
const DONE_FLAG = 'limitPromptDone';

/** Whether the new player's deposit-limit offer is still to be shown this session, and its end. */
export function useLimitPrompt() {
  const loggedIn = useIsLoggedIn();
  const [done, setDone] = useState(() => sessionFlags.has(DONE_FLAG));
  const finish = () => {
    sessionFlags.set(DONE_FLAG);
    setDone(true);
  };
  return { pending: loggedIn && !done && sessionFlags.has(LIMIT_PROMPT_FLAG), finish };
}

export function LimitPrompt({ onGo, finish }: { onGo: (to: string) => void; finish: () => void }) {
  return (
    <section className={styles.limitPrompt} data-testid="limit-prompt">
      <div className={styles.limitPromptText}>
        <strong>设置存款限额，理性娱乐</strong>
        为每24小时、7天或30天的存款设上限，随时可调整。
      </div>
      <button
        type="button"
        className={styles.limitPromptGo}
        onClick={() => {
          finish();
          onGo('/protection');
        }}
      >
        去设置
      </button>
      <button type="button" className={styles.limitPromptSkip} onClick={finish} aria-label="暂不设置">
        跳过
      </button>
    </section>
  );
}
