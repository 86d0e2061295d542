import { ServiceIcon } from '../../../components/service-icon';
import styles from './top-bar.module.css';

export function TopBar({ title, onService }: { title: string; onService: () => void }) {
  return (
    <header className={styles.bar}>
      <img className={styles.logo} src="./img/logo.svg" alt="" />
      <h1 className={styles.brand}>{title}</h1>
      <button type="button" className={styles.action} aria-label="在线客服" onClick={onService}>
        <ServiceIcon />
      </button>
    </header>
  );
}
