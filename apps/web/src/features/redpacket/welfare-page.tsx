import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { REDPACKET_MSG } from '@app/shared';
import { useGo } from '../../lib/use-go';
import { useRedpacketInfo } from './api/get-redpacket-info';
import { WelfareList } from './components/welfare-list';
import { WelfareSummary } from './components/welfare-summary';
import styles from './welfare-page.module.css';

/**
 * /welfare (spec 001 §2): today's packets taken and left, 抢领红包 to /hongbao (refused on the spot
 * with no draws left, 001 §5), and every packet won.
 */
export default function WelfarePage() {
  const go = useGo();
  const info = useRedpacketInfo();
  const [page, setPage] = useState(1);

  const grab = () => {
    // Figures that failed to load: /hongbao tells why, with its own retry.
    if (info.data && info.data.sendnums < 1) {
      Toast.show({ content: REDPACKET_MSG.noneLeft });
      return;
    }
    go('/hongbao');
  };

  return (
    <div className={styles.page}>
      <WelfareSummary info={info.data} loading={info.isPending} onGrab={grab} />
      <h2 className={styles.heading}>红包记录</h2>
      <WelfareList page={page} onPage={setPage} />
    </div>
  );
}
