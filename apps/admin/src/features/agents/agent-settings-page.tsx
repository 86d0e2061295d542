import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Result, Row, Skeleton } from 'antd';
import { AGENT_PERIOD_KINDS, type AgentPeriodKind } from '@app/shared';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { settingRule } from '../../lib/form-rules';
import { PERMISSION } from '../../lib/permissions';
import { useAgentSettings, type AgentSettings } from './api/get-agent-settings';
import { useSaveAgentSettings } from './api/put-agent-settings';
import { useCan } from './use-can';

type Values = Omit<AgentSettings, 'current_period'>;

/** The programme's settings: period length, tree depth, commission turnover, the review threshold. */
export function AgentSettingsPage() {
  const query = useAgentSettings();
  const save = useSaveAgentSettings();
  const canEdit = useCan(PERMISSION.settings);
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();

  const submit = (v: Values) =>
    save.mutate(
      {
        ...v,
        agent_commission_turnover_multiple: String(v.agent_commission_turnover_multiple).trim(),
        agent_commission_approval_threshold: String(v.agent_commission_approval_threshold).trim(),
      },
      { onSuccess: () => message.success('代理设置已保存'), onError: (e) => message.error(errorText(e)) },
    );

  const body = () => {
    if (query.isError) return <Result status="error" title="读取失败" subTitle={errorText(query.error)} />;
    if (!query.data) return <Skeleton active />;
    const { current_period, ...values } = query.data;
    return (
      <>
        <Alert type="info" showIcon title={`当前结算周期：${current_period}`} style={{ marginBottom: 16 }} />
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={values}
          onFinish={submit}
          disabled={!canEdit}
        >
          <Card size="small" title="结算" style={{ marginBottom: 16 }}>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name="agent_period"
                  label="结算周期"
                  extra="按北京时间：月结每月 1 日，周结每周一 00:00 结算上一周期。"
                >
                  <Radio.Group
                    optionType="button"
                    options={(Object.entries(AGENT_PERIOD_KINDS) as [AgentPeriodKind, string][]).map(
                      ([value, label]) => ({ value, label }),
                    )}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="agent_max_depth"
                  label="代理层级上限"
                  extra="顶级代理为第 1 级；达到上限的代理不能再开设下级代理。"
                  rules={[settingRule('agent_max_depth')]}
                >
                  <InputNumber min={1} max={10} precision={0} suffix="级" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="agent_commission_turnover_multiple"
                  label="佣金流水倍数"
                  extra="发放的佣金 × 倍数计入代理的提现流水要求，0 表示不计。"
                  rules={[settingRule('agent_commission_turnover_multiple')]}
                >
                  <Input suffix="倍" maxLength={6} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="agent_commission_approval_threshold"
                  label="复核金额"
                  extra="应发佣金超过该金额的账单，审核通过后需另一位操作员复核发放。"
                  rules={[settingRule('agent_commission_approval_threshold')]}
                >
                  <Input prefix="¥" maxLength={16} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          )}
        </Form>
      </>
    );
  };

  return (
    <Page
      title="代理设置"
      description="代理计划的结算周期、层级上限、佣金流水与复核规则，修改后记入审计日志。"
    >
      <div style={{ maxWidth: 880 }}>{body()}</div>
    </Page>
  );
}
