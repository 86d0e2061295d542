import { useState } from 'react';
import { Button, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { HtmlPreview } from '../../components/html-preview';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { getNotices, noticesKey, type NoticeKind, type NoticeRow } from './api/get-notices';
import { useDeleteNotice, useSetNoticeState } from './api/notice-actions';
import { editDeleteColumn, stateColumn, useRunAction } from './content-row-columns';
import { NoticeModal } from './notice-modal';
import styles from './site.module.css';

/** Text of sanitised HTML for a one-line summary and the CSV. */
const textOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

function NoticeList({ kind }: { kind: NoticeKind }) {
  const [target, setTarget] = useState<NoticeRow | 'new' | null>(null);
  const setState = useSetNoticeState();
  const remove = useDeleteNotice();
  const run = useRunAction();
  const marquee = kind === 'marquee';

  const columns: TableColumnsType<NoticeRow> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    marquee
      ? {
          title: '内容',
          dataIndex: 'content',
          render: (text: string) => <div className={styles.marqueeText}>{text}</div>,
        }
      : {
          title: '标题',
          dataIndex: 'title',
          render: (title: string, row) => (
            <div className={styles.marqueeText}>
              <Typography.Text strong>{title}</Typography.Text>
              <br />
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 440 }}>
                {textOf(row.content)}
              </Typography.Text>
            </div>
          ),
        },
    { title: '排序值', dataIndex: 'sort', width: 90 },
    stateColumn(setState, run),
    { title: '发布时间', dataIndex: 'created_at', width: 170 },
    editDeleteColumn<NoticeRow>({
      what: '这条公告',
      onEdit: setTarget,
      onDelete: (row) => run(remove.mutateAsync(row.id), '公告已删除'),
    }),
  ];

  return (
    <>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}
      >
        <Typography.Text type="secondary">
          {marquee
            ? '首页轮播图下方滚动的文字，启用的按排序值从高到低依次滚动。'
            : '首页打开时的「平台公告」弹窗（会员可选择今日不再提示）与消息中心的公告列表。'}
        </Typography.Text>
        <Button type="primary" onClick={() => setTarget('new')}>
          {marquee ? '发布滚动公告' : '发布平台公告'}
        </Button>
      </div>
      <ServerTable<NoticeRow>
        queryKey={[...noticesKey, kind]}
        fetchPage={(page, perPage) => getNotices(kind, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText="暂无公告"
        totalText={(total) => `共 ${total} 条`}
        expandable={
          marquee
            ? undefined
            : { expandedRowRender: (row) => <HtmlPreview html={row.content} />, columnWidth: 40 }
        }
        csv={{
          filename: marquee ? '滚动公告' : '平台公告',
          columns: [
            { title: 'ID', value: (r) => r.id },
            ...(marquee ? [] : [{ title: '标题', value: (r: NoticeRow) => r.title }]),
            { title: '内容', value: (r) => (marquee ? r.content : textOf(r.content)) },
            { title: '排序值', value: (r) => r.sort },
            { title: '状态', value: (r) => (r.state === 1 ? '启用' : '停用') },
            { title: '发布时间', value: (r) => r.created_at },
          ],
        }}
      />
      <NoticeModal kind={kind} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

export function NoticesPage() {
  return (
    <Page title="公告与通知" description="会员端首页的滚动公告与平台公告；保存后会员刷新页面即可看到。">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'marquee', label: '滚动公告', children: <NoticeList kind="marquee" /> },
          { key: 'announcement', label: '平台公告', children: <NoticeList kind="announcement" /> },
        ]}
      />
    </Page>
  );
}
