import { useCallback, useState } from 'react';
import { useCaptcha } from '../api/get-captcha';

/** The typed answer and its challenge; `reset` clears the answer and draws a new image. */
export function useCaptchaAnswer() {
  const captcha = useCaptcha();
  const [answer, setAnswer] = useState('');
  const { refetch } = captcha;
  const reset = useCallback(() => {
    setAnswer('');
    void refetch();
  }, [refetch]);
  return {
    answer,
    setAnswer,
    captchaId: captcha.data?.captcha_id,
    image: captcha.data?.image,
    loading: captcha.isFetching,
    reset,
  };
}

export type CaptchaAnswer = ReturnType<typeof useCaptchaAnswer>;
