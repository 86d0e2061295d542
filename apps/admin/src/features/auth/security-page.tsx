import { Card, Col, Row } from 'antd';
import { Page } from '../../components/page';
import { ChangePasswordForm } from './change-password-form';
import { TotpCard } from './totp-card';

/** The operator's own account: login password and the authenticator (TOTP) second factor. */
export function SecurityPage() {
  return (
    <Page
      title="账号安全"
      description="修改登录密码，绑定动态验证码（Google Authenticator、Microsoft Authenticator 等）。"
    >
      <Row gutter={16}>
        <Col span={10}>
          <Card title="修改登录密码">
            <ChangePasswordForm />
          </Card>
        </Col>
        <Col span={14}>
          <TotpCard />
        </Col>
      </Row>
    </Page>
  );
}
