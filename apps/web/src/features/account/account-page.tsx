import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InformationCircleOutline } from 'antd-mobile-icons';
import type { PasswordKind } from '@app/shared';
import { useUser } from '../../api/get-user';
import { PasswordChangeDialog } from '../../components/password-change-dialog';
import { clearSession } from '../../lib/session';
import { useGo } from '../../lib/use-go';
import { AvatarHeader } from './components/avatar-header';
import { PasswordSection } from './components/password-section';
import { ProfileForm } from './components/profile-form';
import styles from './components/account.module.css';

/**
 * /account, the account security centre (spec 001 §2): avatar, username and VIP level, the login
 * and payment password dialogs, and the profile. A new login password ends every session, so
 * the player is signed out and sent home (spec 001 §4); a new payment password changes nothing else.
 */
export default function AccountPage() {
  const { data: user } = useUser();
  const [dialog, setDialog] = useState<PasswordKind | null>(null);
  const navigate = useNavigate();
  const go = useGo();

  const loggedOut = () => {
    clearSession();
    void navigate('/', { replace: true });
  };

  return (
    <div className={styles.page}>
      <AvatarHeader user={user} />
      <PasswordSection onOpen={setDialog} />
      <ProfileForm user={user} />
      <p className={styles.tip}>
        <InformationCircleOutline className={styles.tipIcon} />
        <span>
          为了您的账户安全，资料一经绑定不可随意修改，如需修改请联系
          <button type="button" className={styles.tipLink} onClick={() => go('/kefu')}>
            24小时在线客服
          </button>
          。
        </span>
      </p>
      <PasswordChangeDialog
        kind="login"
        visible={dialog === 'login'}
        onClose={() => setDialog(null)}
        onChanged={loggedOut}
      />
      <PasswordChangeDialog kind="pay" visible={dialog === 'pay'} onClose={() => setDialog(null)} />
    </div>
  );
}
