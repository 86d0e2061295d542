import { Tag, type TableColumnsType } from 'antd';
import { EXCLUSION_DURATION_LABEL, EXCLUSION_KIND_LABEL, type ExclusionItem } from '@app/shared';

/** A timeout or self-exclusion: its kind, length, start, end and whether it still runs. */
export function exclusionColumns<T extends ExclusionItem>(): TableColumnsType<T> {
  return [
    {
      title: '类型',
      dataIndex: 'kind',
      width: 100,
      render: (k: ExclusionItem['kind']) => EXCLUSION_KIND_LABEL[k],
    },
    {
      title: '时长',
      dataIndex: 'duration',
      width: 80,
      render: (d: ExclusionItem['duration']) => EXCLUSION_DURATION_LABEL[d],
    },
    { title: '开始', dataIndex: 'starts_at', width: 170 },
    { title: '结束', dataIndex: 'ends_at', width: 170, render: (v: string | null) => v ?? '永久' },
    {
      title: '状态',
      dataIndex: 'active',
      width: 90,
      render: (a: boolean) => (a ? <Tag color="red">进行中</Tag> : <Tag>已结束</Tag>),
    },
  ];
}
