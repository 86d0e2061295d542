import { useState } from 'react';
import { App, Button } from 'antd';
import { BULK_TAG_MAX } from '@app/shared/admin-contract';
import { useBulkTag } from '../../api/risk-tags';
import { PERMISSION } from '../../lib/permissions';
import { TagModal } from './tag-modal';
import { useCan } from './use-can';

/** 批量打标签: the chosen players of the search get one tag (risk.write only). */
export function BulkTagButton({ userIds, onDone }: { userIds: number[]; onDone: () => void }) {
  const allowed = useCan(PERMISSION.riskWrite);
  const bulk = useBulkTag();
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();
  if (!allowed) return null;
  return (
    <>
      <Button disabled={userIds.length === 0 || userIds.length > BULK_TAG_MAX} onClick={() => setOpen(true)}>
        批量打标签{userIds.length > 0 ? `（${userIds.length}）` : ''}
      </Button>
      <TagModal
        open={open}
        title={`为选中的 ${userIds.length} 位会员添加标签`}
        onClose={() => setOpen(false)}
        onSubmit={async (tagId, note) => {
          const { tagged } = await bulk.mutateAsync({ tagId, userIds, note });
          message.success(`已为 ${tagged} 位会员添加标签`);
          onDone();
        }}
      />
    </>
  );
}
