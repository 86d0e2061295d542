import { DotLoading } from 'antd-mobile';
import { SafetyIcon } from './safety-icon';
import { AuthField } from './auth-field';
import styles from './auth-form.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** Captcha answer plus its image; tapping the image draws a new challenge. */
export function CaptchaField({ value, onChange, image, loading, onRefresh }: Props) {
  return (
    <AuthField
      icon={<SafetyIcon />}
      value={value}
      onChange={(next) => onChange(next.trim())}
      placeholder="请输入验证码"
      maxLength={6}
      autoComplete="off"
      name="captcha"
      extra={
        <button type="button" className={styles.captcha} onClick={onRefresh} aria-label="看不清？换一张">
          {loading ? <DotLoading /> : image ? <img src={image} alt="验证码" /> : '点击刷新'}
        </button>
      }
    />
  );
}
