import { Button, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { EMPTY_TIER, MAX_TIERS, percentRule, signedYuanRule, tiersRule } from './plan-form-values';
import styles from './agents.module.css';

const SPANS = [3, 6, 7, 5, 3];
const HEADINGS = ['档位', '活跃会员 ≥（人）', '团队净输赢 ≥（元）', '佣金比例', ''];

/**
 * The plan's tiers, one row each: the team reaches a tier with as many active players and as much
 * net revenue; the highest tier reached sets the rate. Rows are added and removed here.
 */
export function PlanTiersField() {
  return (
    <Form.List name="tiers" rules={[tiersRule]}>
      {(fields, { add, remove }, { errors }) => (
        <div className={styles.tiers}>
          <Row gutter={12} className={styles.tierHead}>
            {HEADINGS.map((h, i) => (
              <Col span={SPANS[i]} key={h || i}>
                {h}
              </Col>
            ))}
          </Row>
          {fields.map((field, index) => (
            <Row gutter={12} key={field.key} align="top" data-testid="plan-tier">
              <Col span={SPANS[0]}>
                <Typography.Text className={styles.tierNo}>第 {index + 1} 档</Typography.Text>
              </Col>
              <Col span={SPANS[1]}>
                <Form.Item
                  name={[field.name, 'min_active']}
                  rules={[{ required: true, message: '请输入人数' }]}
                >
                  <InputNumber<number>
                    aria-label={`第 ${index + 1} 档活跃会员`}
                    min={0}
                    max={1_000_000}
                    precision={0}
                    style={{ width: '100%' }}
                    placeholder="0"
                  />
                </Form.Item>
              </Col>
              <Col span={SPANS[2]}>
                <Form.Item name={[field.name, 'min_net']} rules={[signedYuanRule]}>
                  <Input aria-label={`第 ${index + 1} 档净输赢`} prefix="¥" maxLength={16} placeholder="0" />
                </Form.Item>
              </Col>
              <Col span={SPANS[3]}>
                <Form.Item name={[field.name, 'rate']} rules={[percentRule()]}>
                  <Input
                    aria-label={`第 ${index + 1} 档佣金比例`}
                    suffix="%"
                    maxLength={6}
                    placeholder="30"
                  />
                </Form.Item>
              </Col>
              <Col span={SPANS[4]}>
                <Button
                  type="link"
                  danger
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                  aria-label={`删除第 ${index + 1} 档`}
                >
                  删除
                </Button>
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            block
            disabled={fields.length >= MAX_TIERS}
            onClick={() => add({ ...EMPTY_TIER })}
            style={{ marginTop: 8 }}
          >
            添加档位
          </Button>
        </div>
      )}
    </Form.List>
  );
}
