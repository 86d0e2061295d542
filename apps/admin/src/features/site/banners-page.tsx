import { useState } from 'react';
import { Button, Image, Segmented, Tooltip, Typography } from 'antd';
import { parseSiteLink } from '@app/shared';
import type { TableColumnsType } from 'antd';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { bannersKey, getBanners, type BannerRow } from './api/get-banners';
import { useDeleteBanner, useMoveBanner, useSetBannerState } from './api/banner-actions';
import { BannerModal } from './banner-modal';
import { editDeleteColumn, stateColumn, useRunAction } from './content-row-columns';
import styles from './site.module.css';

type StateFilter = 'all' | 0 | 1;

const MOVES = [
  { direction: 'up', label: '上移', arrow: '↑' },
  { direction: 'down', label: '下移', arrow: '↓' },
] as const;

/** Where the banner leads, by the page's name; a link saved before links were checked is flagged. */
function LinkText({ link }: { link: string }) {
  const target = parseSiteLink(link);
  if (!target) {
    return (
      <Typography.Text type="warning">
        {link ? `${link}（请改选站内页面）` : '未设置跳转，请编辑'}
      </Typography.Text>
    );
  }
  return (
    <span>
      {target.kind === 'page' ? target.label : `优惠详情 #${target.id}`}{' '}
      <Typography.Text type="secondary">{link}</Typography.Text>
    </span>
  );
}

export function BannersPage() {
  const [filter, setFilter] = useState<StateFilter>('all');
  const [target, setTarget] = useState<BannerRow | 'new' | null>(null);
  const setState = useSetBannerState();
  const move = useMoveBanner();
  const remove = useDeleteBanner();
  const run = useRunAction();
  const state = filter === 'all' ? undefined : filter;

  const columns: TableColumnsType<BannerRow> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '图片',
      dataIndex: 'src',
      width: 200,
      render: (src: string) => (
        <Image src={src} alt="轮播图" width={180} height={72} className={styles.thumb} />
      ),
    },
    { title: '跳转页面', dataIndex: 'link', render: (link: string) => <LinkText link={link} /> },
    {
      title: '排序',
      dataIndex: 'sort',
      width: 150,
      render: (sort: number, row) => (
        <span className={styles.order}>
          <span className={styles.orderValue}>{sort}</span>
          {MOVES.map((m) => (
            <Tooltip key={m.direction} title={m.label}>
              <Button
                size="small"
                type="text"
                aria-label={m.label}
                onClick={() =>
                  void run(move.mutateAsync({ id: row.id, direction: m.direction }), '顺序已调整')
                }
              >
                {m.arrow}
              </Button>
            </Tooltip>
          ))}
        </span>
      ),
    },
    stateColumn(setState, run, (row) => `轮播图 ${row.id} 启用`),
    { title: '发布时间', dataIndex: 'created_at', width: 170 },
    editDeleteColumn<BannerRow>({
      what: '这张轮播图',
      onEdit: setTarget,
      onDelete: (row) => run(remove.mutateAsync(row.id), '轮播图已删除'),
    }),
  ];

  return (
    <Page
      title="轮播图"
      description="会员端首页顶部的轮播横幅（每 3 秒切换）。启用的按列表顺序展示；保存后会员刷新首页即可看到。"
      extra={
        <Button type="primary" onClick={() => setTarget('new')}>
          发布轮播图
        </Button>
      }
    >
      <Segmented<StateFilter>
        style={{ marginBottom: 16 }}
        value={filter}
        onChange={setFilter}
        options={[
          { label: '全部', value: 'all' },
          { label: '启用中', value: 1 },
          { label: '已停用', value: 0 },
        ]}
      />
      <ServerTable<BannerRow>
        queryKey={[...bannersKey, state ?? 'all']}
        fetchPage={(page, perPage) => getBanners(page, perPage, state)}
        columns={columns}
        rowKey="id"
        emptyText="暂无轮播图，点击右上角「发布轮播图」添加"
        totalText={(total) => `共 ${total} 张`}
        csv={{
          filename: '轮播图',
          columns: [
            { title: 'ID', value: (r) => r.id },
            { title: '图片地址', value: (r) => r.src },
            { title: '跳转页面', value: (r) => r.link },
            { title: '排序值', value: (r) => r.sort },
            { title: '状态', value: (r) => (r.state === 1 ? '启用' : '停用') },
            { title: '发布时间', value: (r) => r.created_at },
          ],
        }}
      />
      <BannerModal target={target} onClose={() => setTarget(null)} />
    </Page>
  );
}
