import { RightOutline } from 'antd-mobile-icons';
import { ServiceIcon } from '../../../components/service-icon';
import styles from './help.module.css';

const PROMISES = ['7×24小时在线', '存取款问题优先处理', '专属客服一对一'];

/** Contact us: the 24-hour online service box, opening the customer-service chat (/kefu). */
export function ContactPanel({ onOpen }: { onOpen: () => void }) {
  return (
    <section className={styles.contact}>
      <button type="button" className={styles.serviceBox} onClick={onOpen}>
        <span className={styles.serviceIcon}>
          <ServiceIcon size={26} />
        </span>
        <span className={styles.serviceText}>
          <span className={styles.serviceTitle}>24小时在线客服</span>
          <span className={styles.serviceSub}>有任何问题，请随时联系我们</span>
        </span>
        <span className={styles.serviceGo}>
          立即咨询
          <RightOutline />
        </span>
      </button>
      <ul className={styles.promises}>
        {PROMISES.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className={styles.contactNote}>
        账号找回、资料修改、存取款疑问，均可联系在线客服处理。为了您的账户安全，客服不会向您索要登录密码或支付密码。
      </p>
    </section>
  );
}
