import { Tag } from 'antd';
import { EXCLUSION_DURATION_LABEL, EXCLUSION_KIND_LABEL, type ExclusionItem } from '@app/shared';
import type { ListColumn } from '../../components/csv-columns';

const kind = (r: ExclusionItem) => EXCLUSION_KIND_LABEL[r.kind];
const duration = (r: ExclusionItem) => EXCLUSION_DURATION_LABEL[r.duration];
const end = (r: ExclusionItem) => r.ends_at ?? '永久';
const state = (r: ExclusionItem) => (r.active ? '进行中' : '已结束');

/** A timeout or self-exclusion: its kind, length, start, end and whether it still runs (as exported too). */
export function exclusionColumns<T extends ExclusionItem>(): ListColumn<T>[] {
  return [
    { title: '类型', dataIndex: 'kind', width: 100, render: (_, r) => kind(r), csv: kind },
    { title: '时长', dataIndex: 'duration', width: 80, render: (_, r) => duration(r), csv: duration },
    { title: '开始', dataIndex: 'starts_at', width: 170, csv: true },
    { title: '结束', dataIndex: 'ends_at', width: 170, render: (_, r) => end(r), csv: end },
    {
      title: '状态',
      dataIndex: 'active',
      width: 90,
      render: (a: boolean) => (a ? <Tag color="red">进行中</Tag> : <Tag>已结束</Tag>),
      csv: state,
    },
  ];
}
