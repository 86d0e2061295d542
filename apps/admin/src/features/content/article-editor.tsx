import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Spin } from 'antd';
import { HELP_FIGURES } from '@app/shared';
import { HtmlPreview } from '../../components/html-preview';
import { RichTextEditor } from '../../components/rich-text-editor';
import { errorText } from '../../lib/errors';
import { useServedArticle, useWrittenArticle } from './api/get-article';
import { useSaveArticle, type ArticleInput } from './api/put-article';

/** The figures copy may quote, written as placeholders the server fills from the live settings. */
const FIGURES_HINT = (
  <>
    金额等数字请写占位符，会员端显示时自动填入当前设置：
    <span style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, marginTop: 4 }}>
      {Object.entries(HELP_FIGURES).map(([name, meaning]) => [
        <code key={name}>{`{${name}}`}</code>,
        <span key={`${name}:meaning`}>{meaning}</span>,
      ])}
    </span>
  </>
);

/**
 * One article: title and rich content as written (placeholders kept); beside it what players get,
 * sanitised and with the figures filled in.
 */
export function ArticleEditor({ type, label }: { type: number; label: string }) {
  const [form] = Form.useForm<ArticleInput>();
  const article = useWrittenArticle(type);
  const served = useServedArticle(type);
  const save = useSaveArticle(type);
  const { message } = App.useApp();
  const [savedOnce, setSavedOnce] = useState(false);

  useEffect(() => {
    if (article.data)
      form.setFieldsValue({ title: article.data.title || label, content: article.data.content });
  }, [article.data, form, label]);

  const submit = (values: ArticleInput) =>
    save.mutate(
      { title: values.title.trim(), content: values.content ?? '' },
      {
        onSuccess: () => {
          setSavedOnce(true);
          message.success(`「${label}」已保存`);
        },
        onError: (e) => message.error(errorText(e)),
      },
    );

  if (article.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  return (
    <Row gutter={16}>
      <Col span={14}>
        <Card>
          <Form<ArticleInput> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item
              name="title"
              label="标题"
              rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
            >
              <Input maxLength={64} showCount />
            </Form.Item>
            <Form.Item name="content" label="正文" extra={FIGURES_HINT}>
              <RichTextEditor minHeight={380} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form>
        </Card>
      </Col>
      <Col span={10}>
        <Card
          title={savedOnce ? '已保存（会员端所见，已填入当前设置）' : '会员端当前内容'}
          loading={served.isFetching}
          data-testid="article-preview"
        >
          <HtmlPreview html={served.data?.content ?? ''} />
        </Card>
      </Col>
    </Row>
  );
}
