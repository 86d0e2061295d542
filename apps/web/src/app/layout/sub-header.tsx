import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ServiceIcon } from '../../components/service-icon';
import { useGo } from '../../lib/use-go';
import { useGoBack } from '../../lib/use-go-back';
import styles from './main-layout.module.css';

interface Props {
  title: string;
  /** Tab roots have no back arrow. */
  showBack: boolean;
  backTo?: string;
}

/** Sub-page header: back arrow, title, and the customer-service button on the right. */
export function SubHeader({ title, showBack, backTo }: Props) {
  const navigate = useNavigate();
  const go = useGo();
  const goBack = useGoBack('/');

  const back = () => {
    if (backTo) void navigate(backTo);
    else goBack();
  };

  return (
    <header className={styles.header}>
      <NavBar
        back={showBack ? '' : null}
        onBack={back}
        right={
          <button
            type="button"
            className={styles.serviceButton}
            aria-label="在线客服"
            onClick={() => go('/kefu')}
          >
            <ServiceIcon />
          </button>
        }
      >
        {title}
      </NavBar>
    </header>
  );
}
