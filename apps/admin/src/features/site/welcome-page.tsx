import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Popconfirm, Row, Space, Spin, Tag } from 'antd';
import { HtmlPreview } from '../../components/html-preview';
import { Page } from '../../components/page';
import { RichTextEditor } from '../../components/rich-text-editor';
import { errorText } from '../../lib/errors';
import { useWelcome } from './api/get-welcome';
import { useSaveWelcome } from './api/put-welcome';
import styles from './site.module.css';

/** The welcome modal (index_modal): edited on the left, shown on the right as the phone shows it. */
export function WelcomePage() {
  const welcome = useWelcome();
  const save = useSaveWelcome();
  const { message } = App.useApp();
  const [html, setHtml] = useState('');

  useEffect(() => {
    if (welcome.data) setHtml(welcome.data.html);
  }, [welcome.data]);

  const stored = welcome.data?.html ?? '';
  const submit = (next: string) =>
    save.mutate(next, {
      onSuccess: (data) => {
        setHtml(data.html);
        message.success(data.html ? '首页弹窗已保存' : '已清空，会员端不再弹出');
      },
      onError: (e) => message.error(errorText(e)),
    });

  return (
    <Page
      title="首页弹窗"
      description="会员打开网站首页时弹出的欢迎窗口，每次访问（同一浏览器会话）只弹一次；内容留空则不弹出。"
      extra={stored ? <Tag color="green">弹出中</Tag> : <Tag>未设置，不弹出</Tag>}
    >
      {welcome.isPending ? (
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      ) : (
        <Row gutter={16}>
          <Col span={14}>
            <Card title="编辑内容">
              <RichTextEditor
                value={html}
                onChange={setHtml}
                minHeight={320}
                placeholder="例如：欢迎语、最新活动、理性投注提示"
              />
              <Space style={{ marginTop: 16 }}>
                <Button type="primary" loading={save.isPending} onClick={() => submit(html)}>
                  保存
                </Button>
                <Popconfirm
                  title="清空首页弹窗？"
                  description="清空后会员打开首页时不再弹出欢迎窗口。"
                  okText="清空"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => submit('')}
                  disabled={!stored}
                >
                  <Button danger disabled={!stored}>
                    清空并停用
                  </Button>
                </Popconfirm>
              </Space>
            </Card>
          </Col>
          <Col span={10}>
            <Card title="会员端当前效果（服务器净化后）" data-testid="welcome-preview">
              <div className={styles.phone}>
                <div className={styles.phoneHeader}>欢迎光临</div>
                <div className={styles.phoneBody}>
                  <HtmlPreview html={stored} />
                </div>
                <div className={styles.phoneAction}>
                  <span className={styles.phoneButton}>我知道了</span>
                </div>
              </div>
            </Card>
          </Col>
        </Row>
      )}
    </Page>
  );
}
