import { Tag } from 'antd';
import type { TagChip } from '@app/shared/admin-contract';
import { usePlayerTags } from '../api/get-player-tags';

/** Tags as coloured chips. */
export function TagChips({ tags }: { tags: readonly TagChip[] }) {
  return (
    <>
      {tags.map((t) => (
        <Tag key={t.id} color={t.colour} style={{ marginInlineEnd: 4 }}>
          {t.name}
        </Tag>
      ))}
    </>
  );
}

/**
 * A player's risk tags (套利嫌疑, 白名单 …) wherever the console shows the player; nothing for an
 * operator without risk.read, nothing while loading or when the player carries none.
 */
export function PlayerTags({ userId }: { userId: number }) {
  const { data } = usePlayerTags(userId);
  if (!data || data.length === 0) return null;
  return (
    <span data-testid="player-tags">
      <TagChips tags={data} />
    </span>
  );
}
