import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Col, Empty, Flex, Input, Row, Typography } from 'antd';
import { SUPPORT_MSG } from '@app/shared';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { useThread } from './api/get-thread';
import { useThreads } from './api/get-threads';
import { useReply } from './api/post-reply';
import styles from './conversations.module.css';

const MAX_CHARS = 500;

export function ConversationsPage() {
  const threads = useThreads();
  const [userId, setUserId] = useState<number | null>(null);
  const thread = useThread(userId);
  const reply = useReply(userId);
  const [text, setText] = useState('');
  const { message } = App.useApp();
  const list = useRef<HTMLDivElement>(null);
  const current = threads.data?.find((t) => t.user_id === userId);

  useEffect(() => {
    // Newest at the bottom, as in any chat.
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [thread.data]);

  const send = () => {
    const content = text.trim();
    if (!content) {
      message.warning(SUPPORT_MSG.empty);
      return;
    }
    reply.mutate(content, {
      onSuccess: () => {
        setText('');
        message.success('已回复');
      },
      onError: (e) => message.error(errorText(e)),
    });
  };

  return (
    <Page title="客服会话" description="会员在“在线客服”里发来的消息。回复同时发送到会员的站内信。">
      <Row gutter={16}>
        <Col span={7}>
          <Card title="会话" size="small" styles={{ body: { padding: 0 } }} loading={threads.isPending}>
            <div className={styles.threads}>
              {(threads.data ?? []).length === 0 && (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={threads.isError ? errorText(threads.error) : '暂无会话'}
                />
              )}
              {threads.data?.map((t) => (
                <button
                  key={t.user_id}
                  type="button"
                  className={`${styles.thread} ${t.user_id === userId ? styles.active : ''}`}
                  onClick={() => setUserId(t.user_id)}
                >
                  <Typography.Text strong>{t.username}</Typography.Text>
                  <Typography.Text type="secondary">#{t.user_id}</Typography.Text>
                </button>
              ))}
            </div>
          </Card>
        </Col>
        <Col span={17}>
          <Card title={current ? `${current.username}（会员ID ${current.user_id}）` : '对话'} size="small">
            {userId === null ? (
              <Empty description="从左侧选择一个会话" style={{ padding: '80px 0' }} />
            ) : (
              <>
                <div ref={list} className={styles.messages} data-testid="support-messages">
                  {thread.data?.map((m) => (
                    <div
                      key={m.id}
                      className={`${styles.message} ${
                        m.author === 'operator' ? styles.fromOperator : styles.fromPlayer
                      }`}
                    >
                      <div className={styles.bubble}>{m.content}</div>
                      <div className={styles.meta}>
                        {m.author === 'operator' ? '客服' : '会员'} · {m.created_at}
                      </div>
                    </div>
                  ))}
                </div>
                <Flex gap={12} align="flex-end" style={{ marginTop: 12 }}>
                  <Input.TextArea
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    autoSize={{ minRows: 2, maxRows: 5 }}
                    maxLength={MAX_CHARS}
                    showCount
                    placeholder="输入回复，Ctrl+Enter 发送"
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
                    }}
                  />
                  <Button type="primary" loading={reply.isPending} onClick={send}>
                    发送
                  </Button>
                </Flex>
              </>
            )}
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
