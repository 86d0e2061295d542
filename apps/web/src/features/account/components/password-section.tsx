import { List } from 'antd-mobile';
import { KeyOutline, LockOutline } from 'antd-mobile-icons';
import type { PasswordKind } from '@app/shared';
import styles from './account.module.css';

const ITEMS: { kind: PasswordKind; label: string; description: string; icon: React.ReactNode }[] = [
  { kind: 'login', label: '登录密码', description: '定期修改登录密码，账户更安全', icon: <LockOutline /> },
  { kind: 'pay', label: '支付密码', description: '取款与解绑时使用的6位数字密码', icon: <KeyOutline /> },
];

/** 密码管理: each row opens the password dialog for its kind. */
export function PasswordSection({ onOpen }: { onOpen: (kind: PasswordKind) => void }) {
  return (
    <section className={`${styles.card} ${styles.raised}`}>
      <div className={styles.cardTitle}>密码管理</div>
      <List className={styles.list}>
        {ITEMS.map((item) => (
          <List.Item
            key={item.kind}
            prefix={<span className={styles.icon}>{item.icon}</span>}
            description={item.description}
            extra={<span className={styles.action}>修改</span>}
            onClick={() => onOpen(item.kind)}
          >
            {item.label}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
