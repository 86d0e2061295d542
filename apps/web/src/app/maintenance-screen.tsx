import { MSG } from '@app/shared';
import styles from './maintenance-screen.module.css';

/** Replaces the whole site while site_state is 0. */
export function MaintenanceScreen({ tips }: { tips: string }) {
  return (
    <main className={styles.screen} role="alert">
      <img className={styles.logo} src="./img/logo.svg" alt="" />
      <h1 className={styles.title}>{MSG.maintenance}</h1>
      <p className={styles.tips}>{tips || '系统升级维护中，请稍后再访问，给您带来不便敬请谅解。'}</p>
    </main>
  );
}
