import { DotLoading } from 'antd-mobile';
import { SafetyIcon } from './safety-icon';
import { AuthField } from './auth-field';
import type { CaptchaAnswer } from '../hooks/use-captcha-answer';
import styles from './auth-form.module.css';

/** Captcha answer plus its image; tapping the image draws a new challenge. */
export function CaptchaField({ captcha }: { captcha: CaptchaAnswer }) {
  const { image, loading } = captcha;
  return (
    <AuthField
      icon={<SafetyIcon />}
      value={captcha.answer}
      onChange={(next) => captcha.setAnswer(next.trim())}
      placeholder="请输入验证码"
      maxLength={6}
      autoComplete="off"
      name="captcha"
      extra={
        <button type="button" className={styles.captcha} onClick={captcha.reset} aria-label="看不清？换一张">
          {loading ? <DotLoading /> : image ? <img src={image} alt="验证码" /> : '点击刷新'}
        </button>
      }
    />
  );
}
