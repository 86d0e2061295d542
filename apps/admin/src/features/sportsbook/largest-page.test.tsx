import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectCsv } from '../../test/downloads';
import { columnTitles } from '../../test/list-page';
import { answer, answerOperator, ok, refuse, renderConsole } from '../../test/render';
import { LargestPage } from './largest-page';
import { TICKET } from './test-fixtures';

const LARGEST = '/admin/api/sportsbook/:platform/largest';
const SMALLER = { ...TICKET, ticket_no: 'SB202605290002', username: '', player_id: '12', stake: '800.00' };

async function renderLargest(tickets = ok([TICKET, { ...SMALLER, potential: '2000.00' }])) {
  answerOperator('finance');
  const reads = answer('get', LARGEST, tickets);
  const view = renderConsole(<LargestPage />);
  return { ...view, reads };
}

describe('LargestPage', () => {
  it('lists the platform’s largest open tickets: player, stake, odds and what they would pay', async () => {
    const { reads } = await renderLargest();
    const row = within((await screen.findByText('SB202605290001')).closest('tr')!);
    expect(columnTitles()).toEqual(['注单号', '会员', '投注额', '赔率', '可能赔付', '下注时间']);
    for (const text of ['demo888', '#7', '¥5,000.00', '3.40', '¥17,000.00', '2026-05-29 04:28:20']) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('共 2 张注单')).toBeInTheDocument();
    expect(reads.map((c) => c.url.pathname + c.url.search)).toEqual([
      '/admin/api/sportsbook/sb/largest?limit=100',
    ]);
  });

  it('reads IA电竞 when switched', async () => {
    const { user, reads } = await renderLargest();
    await screen.findByText('SB202605290001');
    await user.click(screen.getByTitle('IA电竞'));
    await waitFor(() => expect(reads.at(-1)?.url.pathname).toBe('/admin/api/sportsbook/ia/largest'));
  });

  it('exports the tickets as CSV', async () => {
    const { user } = await renderLargest();
    await screen.findByText('SB202605290001');
    await expectCsv(
      user,
      '大额注单-沙巴体育.csv',
      `注单号,会员ID,会员,投注额,赔率,可能赔付,下注时间
SB202605290001,7,demo888,5000.00,3.40,17000.00,2026-05-29 04:28:20
SB202605290002,12,,800.00,3.40,2000.00,2026-05-29 04:28:20
`,
    );
  });

  it('says when nothing is open', async () => {
    await renderLargest(ok([]));
    expect(await screen.findByText('暂无未结算注单')).toBeInTheDocument();
  });

  it('shows the server refusal in place of the list', async () => {
    await renderLargest(refuse('体育平台暂不可用，请稍后再试'));
    expect(await screen.findByText('体育平台暂不可用，请稍后再试')).toBeInTheDocument();
  });
});
