import type { BlockFilter, BlockRow, ListPage } from '@app/shared/admin-contract';
import { api } from '../../../../lib/api-client';

export type { BlockFilter, BlockRow } from '@app/shared/admin-contract';

export const blocksKey = ['admin', 'risk', 'blocks'] as const;

export function getBlocks(filter: BlockFilter, page: number, perPage: number) {
  return api.get<ListPage<BlockRow>>('/admin/api/risk/blocks', { ...filter, page, per_page: perPage });
}
