import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@app/shared';
import { meKey } from '../../api/get-me';
import { queryClient } from '../../lib/query-client';
import { expectCsv } from '../../test/downloads';
import { columnTitles } from '../../test/list-page';
import { answer, answerOperator, ok, refuse, renderConsole } from '../../test/render';
import { EventsPage } from './events-page';
import { ENDED, LIVE, LIVE_DETAIL } from './test-fixtures';

const EVENTS = '/admin/api/sportsbook/:platform/events';

async function renderEvents({ role = 'operations' as Role, events = ok([ENDED, LIVE]) } = {}) {
  answerOperator(role);
  const reads = answer('get', EVENTS, events);
  const opened = answer('get', `${EVENTS}/:id`, ok(LIVE_DETAIL));
  const view = renderConsole(<EventsPage />);
  const row = async (text: string) =>
    within((await screen.findByText(text, undefined, { timeout: 5_000 })).closest('tr')!);
  return { ...view, reads, opened, row };
}

describe('EventsPage', () => {
  it('lists matches in play first, with their state, kickoff in Beijing time and open stakes', async () => {
    const { reads, row } = await renderEvents();
    const live = await row('伦敦红狮 vs 曼城蓝月');
    expect(columnTitles()).toEqual(['联赛', '对阵', '开赛时间', '状态', '未结算注单', '未结算金额']);
    for (const text of [
      '足球',
      '英格兰 超级联赛',
      '2026-05-29 04:26:40',
      '滚球',
      "63'",
      '1 : 0',
      '¥1,500.00',
    ]) {
      expect(live.getByText(text)).toBeInTheDocument();
    }
    const ended = await row('湖畔飞鹰 vs 沙漠雄狮');
    expect(ended.getByText('已结束')).toBeInTheDocument();
    expect(ended.getByText('98 : 95')).toBeInTheDocument();
    const names = screen.getAllByRole('button', { name: / vs / }).map((b) => b.textContent);
    expect(names).toEqual(['伦敦红狮 vs 曼城蓝月', '湖畔飞鹰 vs 沙漠雄狮']);
    expect(screen.getByText('共 2 场赛事')).toBeInTheDocument();
    expect(reads.map((c) => c.url.pathname + c.url.search)).toEqual([
      '/admin/api/sportsbook/sb/events?phase=all',
    ]);
  });

  it('reads the other platform and the phase picked', async () => {
    const { user, reads } = await renderEvents();
    await screen.findByText('伦敦红狮 vs 曼城蓝月');
    await user.click(screen.getByTitle('IA电竞'));
    await user.click(screen.getByTitle('滚球'));
    await waitFor(() =>
      expect(reads.at(-1)?.url.pathname + reads.at(-1)!.url.search).toBe(
        '/admin/api/sportsbook/ia/events?phase=live',
      ),
    );
  });

  it('opens a match from its row: prices, exposure, voided markets, and the changes', async () => {
    const { user, opened, row } = await renderEvents();
    await user.click((await row('伦敦红狮 vs 曼城蓝月')).getByText('英格兰 超级联赛'));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('1.85', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(opened.map((c) => c.url.pathname)).toEqual(['/admin/api/sportsbook/sb/events/sb-ev-1']);
    const markets = within(drawer.getByRole('region', { name: '盘口与赔率' }));
    expect(markets.getByText('3.40')).toBeInTheDocument();
    expect(markets.getByText('—')).toBeInTheDocument();
    expect(within(markets.getByText('双方进球').closest('tr')!).getByText('已作废')).toBeInTheDocument();
    const exposure = within(drawer.getByRole('region', { name: '风险敞口（未结算注单）' }));
    const line = within(exposure.getByText('全场独赢').closest('tr')!);
    for (const text of ['¥1,500.00', '¥1,275.00', '主胜', '¥2,775.00', '和局', '¥340.00']) {
      expect(line.getByText(text)).toBeInTheDocument();
    }
    expect(drawer.getByText('数据源异常')).toBeInTheDocument();
    expect(drawer.getByText('赛事结束后产生')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: '更正赛果' })).toBeDisabled();
    expect(drawer.getByRole('button', { name: '作废盘口' })).toBeEnabled();
    expect(drawer.getByRole('button', { name: '取消赛事' })).toBeEnabled();
  });

  it('shows no change buttons to finance, who may only read', async () => {
    const { user } = await renderEvents({ role: 'finance' });
    await user.click(await screen.findByRole('button', { name: '伦敦红狮 vs 曼城蓝月' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('1.85', undefined, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(meKey)).toMatchObject({ role: 'finance' }));
    for (const name of ['更正赛果', '作废盘口', '取消赛事']) {
      expect(drawer.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('exports the matches as CSV', async () => {
    const { user } = await renderEvents();
    await screen.findByText('伦敦红狮 vs 曼城蓝月');
    await expectCsv(
      user,
      '赛事-沙巴体育.csv',
      `赛事ID,运动,联赛,对阵,开赛时间,状态,未结算注单,未结算金额
sb-ev-1,足球,英格兰 超级联赛,伦敦红狮 vs 曼城蓝月,2026-05-29 04:26:40,滚球 63' 1:0,2,1500.00
sb-ev-2,篮球,美国 职业篮球,湖畔飞鹰 vs 沙漠雄狮,2026-05-29 01:40:00,已结束 98:95,0,0.00
`,
    );
  });

  it('says when there is no match', async () => {
    await renderEvents({ events: ok([]) });
    expect(await screen.findByText('暂无赛事')).toBeInTheDocument();
  });

  it('shows the server refusal in place of the list', async () => {
    await renderEvents({ events: refuse('体育平台暂不可用，请稍后再试') });
    expect(await screen.findByText('体育平台暂不可用，请稍后再试')).toBeInTheDocument();
  });
});
