import { Col, Form, type FormItemProps } from 'antd';

/** One form field in a grid column of `span` (of 24). */
export function FieldCol({ span, ...item }: FormItemProps & { span: number }) {
  return (
    <Col span={span}>
      <Form.Item {...item} />
    </Col>
  );
}
