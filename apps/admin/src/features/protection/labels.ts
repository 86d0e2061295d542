import type { LimitHistoryItem } from '@app/shared';

export const LIMIT_STATE: Record<LimitHistoryItem['state'], { label: string; color: string }> = {
  active: { label: '生效中', color: 'green' },
  pending: { label: '冷静期中', color: 'orange' },
  replaced: { label: '已更新', color: 'default' },
  cancelled: { label: '已撤销', color: 'default' },
};
