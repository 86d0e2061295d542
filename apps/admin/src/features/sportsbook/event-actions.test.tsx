import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerOperator, ok, refuse, renderConsole } from '../../test/render';
import type { SportsbookEventDetail } from './api/get-events';
import { EventDrawer } from './event-drawer';
import { ENDED_DETAIL, LIVE_DETAIL } from './test-fixtures';

const EVENT = '/admin/api/sportsbook/:platform/events/:id';

/** The drawer of `detail` opened by operations; the dialog the change opens. */
async function openMatch(detail: SportsbookEventDetail, platform: 'sb' | 'ia' = 'sb') {
  answerOperator('operations');
  const reads = answer('get', EVENT, ok(detail));
  const view = renderConsole(<EventDrawer platform={platform} id={detail.id} onClose={() => undefined} />);
  // The drawer's first render (tables, descriptions) can take a while on a busy machine.
  await screen.findByRole('button', { name: '作废盘口' }, { timeout: 5_000 });
  /** Clicks the change's button and waits for its dialog over the drawer. */
  const change = async (name: string) => {
    await view.user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    return within(screen.getAllByRole('dialog')[1]!);
  };
  return { ...view, reads, change };
}

describe('EventDrawer changes', () => {
  it('shows a corrected result and re-posts the score, warning that tickets are re-settled', async () => {
    const posts = answer('post', `${EVENT}/result`, ok(null, '赛果已更正，注单将重新结算'));
    const { user, reads, change } = await openMatch(ENDED_DETAIL);
    expect(screen.getByText('已更正').closest('td')).toHaveTextContent('98 : 95已更正');
    const dialog = await change('更正赛果');
    expect(dialog.getByText(/全部注单将按新赛果重新结算/)).toBeInTheDocument();
    const home = dialog.getByLabelText('主队 湖畔飞鹰');
    expect(home).toHaveValue('98');
    await user.clear(home);
    await user.type(home, '99');
    await user.click(dialog.getByRole('button', { name: '确认更正' }));
    expect(await screen.findByText('赛果已更正，注单将重新结算')).toBeInTheDocument();
    expect(posts.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/admin/api/sportsbook/sb/events/sb-ev-2/result', { home: 99, away: 95 }],
    ]);
    await waitFor(() => expect(reads.length).toBeGreaterThan(1));
  });

  it('corrects an esports series with maps won and each map’s first blood', async () => {
    const posts = answer('post', `${EVENT}/result`, ok(null));
    const series = {
      ...ENDED_DETAIL,
      id: 'ia-ev-9',
      sport: 'esports',
      match: '暗影战队 vs 苍穹战队',
      result: { mapsHome: 2, mapsAway: 0, firstBloods: ['home', 'home'] },
    } satisfies SportsbookEventDetail;
    const { user, change } = await openMatch(series, 'ia');
    expect(screen.getByText('地图 2 : 0（一血：第1局主、第2局主）')).toBeInTheDocument();
    const dialog = await change('更正赛果');
    await user.clear(dialog.getByLabelText('客队 苍穹战队 胜图数'));
    await user.type(dialog.getByLabelText('客队 苍穹战队 胜图数'), '1');
    await user.click(dialog.getByRole('button', { name: '确认更正' }));
    expect(await dialog.findByText('请选择第3局一血')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    const third = within(dialog.getByText('第3局一血').closest('.ant-form-item')!);
    await user.click(third.getByLabelText('客队 苍穹战队'));
    await user.click(dialog.getByRole('button', { name: '确认更正' }));
    expect(await screen.findByText('赛果已更正，注单将重新结算')).toBeInTheDocument();
    expect(posts.map((c) => [c.url.pathname, c.body])).toEqual([
      [
        '/admin/api/sportsbook/ia/events/ia-ev-9/result',
        { mapsHome: 2, mapsAway: 1, firstBloods: ['home', 'home', 'away'] },
      ],
    ]);
  });

  it('keeps the correction open with the server’s refusal', async () => {
    answer('post', `${EVENT}/result`, refuse('赛事未结束，不能更正赛果'));
    const { user, change } = await openMatch(ENDED_DETAIL);
    const dialog = await change('更正赛果');
    await user.click(dialog.getByRole('button', { name: '确认更正' }));
    expect(await screen.findByText('赛事未结束，不能更正赛果')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '确认更正' })).toBeInTheDocument();
  });

  it('voids a market picked from the match with a required reason', async () => {
    const posts = answer('post', `${EVENT}/void-market`, ok(null));
    const { user, change } = await openMatch(LIVE_DETAIL);
    const dialog = await change('作废盘口');
    await user.click(dialog.getByRole('button', { name: '确认作废' }));
    expect(await dialog.findByText('请选择要作废的盘口')).toBeInTheDocument();
    expect(dialog.getByText('请填写作废原因')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox'));
    // Already voided, 双方进球 (btts) is not offered again.
    expect(screen.queryByTitle('双方进球（btts）')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('全场独赢（1x2）'));
    await user.type(dialog.getByLabelText('作废原因'), ' 赔率录入错误 ');
    await user.click(dialog.getByRole('button', { name: '确认作废' }));
    expect(await screen.findByText('盘口已作废，相关注单按取消结算')).toBeInTheDocument();
    expect(posts.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/admin/api/sportsbook/sb/events/sb-ev-1/void-market', { market: '1x2', reason: '赔率录入错误' }],
    ]);
  });

  it('cancels the match once confirmed', async () => {
    const posts = answer('post', `${EVENT}/cancel`, ok(null));
    const { user, change } = await openMatch(LIVE_DETAIL);
    const dialog = await change('取消赛事');
    expect(dialog.getByText(/所有注单（含串关中的该场）按取消结算/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '确认取消赛事' }));
    expect(await screen.findByText('赛事已取消，相关注单按取消结算')).toBeInTheDocument();
    expect(posts.map((c) => c.url.pathname)).toEqual(['/admin/api/sportsbook/sb/events/sb-ev-1/cancel']);
  });

  it('offers no change on a cancelled match', async () => {
    await openMatch({ ...LIVE_DETAIL, cancelled: true, phase: 'ended' });
    expect(screen.getByText('赛事已取消，注单按取消结算')).toBeInTheDocument();
    for (const name of ['更正赛果', '作废盘口', '取消赛事']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });
});
