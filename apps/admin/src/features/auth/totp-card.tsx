import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Input, Result, Steps, Typography } from 'antd';
import { errorText } from '../../lib/errors';
import { useTotpEnable, useTotpSetup } from './api/post-totp';

/** Enrolment: a new secret (QR code and text), then one code from the app to switch it on. */
export function TotpCard() {
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const secret = setup.data;

  const confirm = () =>
    enable.mutate(code, {
      onSuccess: () => {
        setDone(true);
        message.success('已启用动态验证码');
      },
      onError: (e) => message.error(errorText(e)),
    });

  if (done) {
    return (
      <Card title="动态验证码">
        <Result
          status="success"
          title="动态验证码已启用"
          subTitle="以后登录时，除密码外还需输入验证器中的 6 位数字。"
        />
      </Card>
    );
  }

  return (
    <Card title="动态验证码" extra={secret && <Button onClick={() => setup.mutate()}>重新生成</Button>}>
      {!secret ? (
        <Flex vertical gap={16} align="flex-start">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            启用后，登录需要密码和手机验证器中的动态码，密码泄露时账号仍然安全。重新绑定会替换之前的验证器。
          </Typography.Paragraph>
          <Button
            type="primary"
            loading={setup.isPending}
            onClick={() => setup.mutate(undefined, { onError: (e) => message.error(errorText(e)) })}
          >
            开始绑定
          </Button>
        </Flex>
      ) : (
        <>
          <Steps
            size="small"
            current={code.length === 6 ? 2 : 1}
            items={[{ title: '生成密钥' }, { title: '扫码添加' }, { title: '输入验证码' }]}
            style={{ marginBottom: 24 }}
          />
          <Flex gap={24} align="flex-start">
            <img
              src={secret.qr}
              alt="动态验证码二维码"
              width={180}
              height={180}
              style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 6 }}
              data-testid="totp-qr"
            />
            <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text type="secondary">
                用验证器 App 扫描二维码；无法扫码时手动输入密钥：
              </Typography.Text>
              <Typography.Text
                code
                copyable={{ text: secret.secret }}
                data-testid="totp-secret"
                style={{ fontSize: 15, wordBreak: 'break-all' }}
              >
                {secret.secret}
              </Typography.Text>
              <Typography.Text type="secondary">然后输入 App 中显示的 6 位数字：</Typography.Text>
              <Flex gap={8}>
                <Input
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  onPressEnter={() => /^\d{6}$/.test(code) && confirm()}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="6 位数字"
                  aria-label="验证码"
                  style={{ width: 160, letterSpacing: 4 }}
                />
                <Button
                  type="primary"
                  disabled={!/^\d{6}$/.test(code)}
                  loading={enable.isPending}
                  onClick={confirm}
                >
                  确认启用
                </Button>
              </Flex>
            </Flex>
          </Flex>
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 20 }}
            title="密钥相当于第二把钥匙，请勿截图或发给他人。"
          />
        </>
      )}
    </Card>
  );
}
