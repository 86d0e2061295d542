import { useState } from 'react';
import { Button, Input, Toast } from 'antd-mobile';
import { digitsOnly } from '@app/shared';
import { refusalText } from '@app/shared/client';
import { copyText } from '@app/shared/mobile';
import { useTotpEnable } from '../api/post-totp-enable';
import { useTotpSetup } from '../api/post-totp-setup';
import { QrImage } from './qr-image';
import styles from './totp-setup.module.css';

const DIGITS = 6;

/**
 * Turning the second factor on: a new secret as a QR code (and as text, to type in), then a code
 * from the authenticator app to prove it was added. Until that code is accepted nothing changes.
 */
export function TotpSetup() {
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const [code, setCode] = useState('');

  const start = () =>
    setup.mutate(undefined, {
      onError: (error) => Toast.show({ icon: 'fail', content: refusalText(error) ?? '网络异常，请稍后再试' }),
    });

  const confirm = async () => {
    if (code.length !== DIGITS) return void Toast.show({ content: '请输入6位动态验证码' });
    const answer = await enable.mutateAsync(code);
    Toast.show({ icon: answer.code === 200 ? 'success' : 'fail', content: answer.message });
    if (answer.code !== 200) setCode('');
  };

  if (!setup.data) {
    return (
      <Button block color="primary" className={styles.action} loading={setup.isPending} onClick={start}>
        开启动态验证码
      </Button>
    );
  }
  return (
    <div className={styles.steps}>
      <p className={styles.step}>1. 在手机上打开身份验证器 App（如 Google Authenticator），扫描下方二维码</p>
      <div className={styles.qrFrame}>
        <QrImage text={setup.data.uri} label="身份验证器二维码" />
      </div>
      <p className={styles.step}>无法扫码时，可手动输入密钥：</p>
      <button type="button" className={styles.secret} onClick={() => void copyText(setup.data.secret)}>
        <code>{setup.data.secret}</code>
        <span>复制</span>
      </button>
      <label className={styles.step} htmlFor="totp-code">
        2. 输入身份验证器中显示的6位动态码
      </label>
      <Input
        id="totp-code"
        className={styles.code}
        placeholder="6位动态码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={DIGITS}
        value={code}
        onChange={(next) => setCode(digitsOnly(next, DIGITS))}
      />
      <Button
        block
        color="primary"
        className={styles.action}
        loading={enable.isPending}
        onClick={() => void confirm()}
      >
        确认开启
      </Button>
    </div>
  );
}
