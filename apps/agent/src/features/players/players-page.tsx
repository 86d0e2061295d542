import { useState } from 'react';
import { Dialog, InfiniteScroll, SearchBar, Toast } from 'antd-mobile';
import type { AgentPlayerRow } from '@app/shared/agent-contract';
import { useMe } from '../../api/get-me';
import { EmptyState, PageError, PageLoading } from '../../components/page-state';
import { usePlayers } from './api/get-players';
import { useOpenSubAgent } from './api/post-open-sub-agent';
import { PlayerCard } from './components/player-card';
import styles from './players-page.module.css';

/** 会员: the agent's direct players with this period's figures, searched by account, page by page. */
export default function PlayersPage() {
  const [username, setUsername] = useState('');
  const players = usePlayers(username);
  const canOpen = useMe().data?.can_open_sub_agents === true;
  const openSubAgent = useOpenSubAgent();

  const confirmOpen = async (player: AgentPlayerRow) => {
    const confirmed = await Dialog.confirm({
      title: '开设下级代理',
      content: `确定将直属会员 ${player.username} 开设为下级代理吗？开设后其推荐的会员计入您的团队。`,
      confirmText: '确定开设',
      cancelText: '取消',
    });
    if (!confirmed) return;
    const answer = await openSubAgent.mutateAsync(player.user_id);
    Toast.show({ icon: answer.code === 200 ? 'success' : 'fail', content: answer.message });
  };

  const rows = players.data?.pages.flatMap((page) => page.data) ?? [];
  const total = players.data?.pages[0]?.total ?? 0;
  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <SearchBar
          placeholder="搜索会员账号"
          maxLength={32}
          onSearch={(value) => setUsername(value.trim())}
          onClear={() => setUsername('')}
        />
        {players.isSuccess && <p className={styles.count}>共 {total} 位直属会员 · 数据为本期累计</p>}
      </div>
      {players.isPending ? (
        <PageLoading />
      ) : players.isError ? (
        <PageError error={players.error} onRetry={() => void players.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={username ? '没有找到该会员' : '暂无直属会员'}
          hint={username ? '请确认账号后重试' : '分享“推广”页的链接或海报，注册的会员即为您的直属会员'}
        />
      ) : (
        <>
          {rows.map((player) => (
            <PlayerCard
              key={player.user_id}
              player={player}
              onOpenSubAgent={canOpen && !player.is_agent ? () => void confirmOpen(player) : undefined}
            />
          ))}
          <InfiniteScroll
            hasMore={players.hasNextPage}
            loadMore={async () => void (await players.fetchNextPage())}
          />
        </>
      )}
    </div>
  );
}
