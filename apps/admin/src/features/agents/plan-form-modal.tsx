import { App, Col, Form, Input, Modal, Row, Typography } from 'antd';
import { AGENT_ADMIN_MSG, COMMISSION_CATEGORIES } from '@app/shared';
import { useModalForm } from '../../components/use-busy-action';
import { requiredText } from '../../lib/form-rules';
import type { AgentPlan } from './api/get-agent-plans';
import { useSaveAgentPlan } from './api/save-agent-plan';
import { NEW_PLAN, percentRule, planBody, planValues, yuanRule, type PlanValues } from './plan-form-values';
import { PlanTiersField } from './plan-tiers-field';
import styles from './agents.module.css';

/** A new plan (`plan` null) or a plan's new terms; they apply to the periods settled from then on. */
export function PlanFormModal({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  plan: AgentPlan | null;
  onClose: () => void;
}) {
  const save = useSaveAgentPlan();
  const { message } = App.useApp();
  const { form, busy, onOk } = useModalForm<PlanValues>(async (values) => {
    await save.mutateAsync({ id: plan?.id, body: planBody(values) });
    message.success(plan ? `方案“${values.name.trim()}”已保存` : `已新建方案“${values.name.trim()}”`);
    onClose();
  });

  return (
    <Modal
      open={open}
      title={plan ? `编辑佣金方案 · ${plan.name}` : '新建佣金方案'}
      okText="保存"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
      width={760}
    >
      <Form<PlanValues>
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={plan ? planValues(plan) : NEW_PLAN}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label="方案名称" rules={requiredText(AGENT_ADMIN_MSG.planName)}>
              <Input maxLength={32} placeholder="如 标准方案" autoFocus />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="active_min_valid"
              label="活跃会员最低有效投注"
              rules={[yuanRule]}
              extra="周期内有效投注达到该金额的直属会员计为活跃会员。"
            >
              <Input prefix="¥" maxLength={16} placeholder="如 1000" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="deposit_fee_rate"
              label="存款手续费分摊"
              rules={[percentRule()]}
              extra="会员存款金额 × 比例，从净输赢中扣除。"
            >
              <Input suffix="%" maxLength={6} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="withdrawal_fee_rate"
              label="取款手续费分摊"
              rules={[percentRule()]}
              extra="会员已出款金额 × 比例，从净输赢中扣除。"
            >
              <Input suffix="%" maxLength={6} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5} className={styles.sectionTitle}>
          佣金档位
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          团队活跃会员数与净输赢同时达到门槛即适用该档比例，取达到的最高一档；上级代理获得与下级代理比例之差（级差）。
        </Typography.Paragraph>
        <PlanTiersField />
        <Typography.Title level={5} className={styles.sectionTitle}>
          流水佣金
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          按直属会员各类游戏的有效投注 × 比例另计佣金；留空表示该类不计。
        </Typography.Paragraph>
        <Row gutter={16}>
          {COMMISSION_CATEGORIES.map(({ key, label }) => (
            <Col span={6} key={key}>
              <Form.Item name={['turnover_rates', key]} label={label} rules={[percentRule(true)]}>
                <Input suffix="%" maxLength={6} placeholder="不计" />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
