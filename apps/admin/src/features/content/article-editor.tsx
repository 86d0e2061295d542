import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Spin } from 'antd';
import { HtmlPreview } from '../../components/html-preview';
import { RichTextEditor } from '../../components/rich-text-editor';
import { errorText } from '../../lib/errors';
import { useArticle } from './api/get-article';
import { useSaveArticle, type ArticleInput } from './api/put-article';

/** One article: title and rich content; after saving, what the server kept is shown beside it. */
export function ArticleEditor({ type, label }: { type: number; label: string }) {
  const [form] = Form.useForm<ArticleInput>();
  const article = useArticle(type);
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
            <Form.Item name="content" label="正文">
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
          title={savedOnce ? '已保存（服务器净化后）' : '会员端当前内容'}
          loading={article.isFetching}
          data-testid="article-preview"
        >
          <HtmlPreview html={article.data?.content ?? ''} />
        </Card>
      </Col>
    </Row>
  );
}
