import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { operatorCall } from './support/operator.js';
import {
  fund,
  phoneTests,
  playerId,
  post,
  registerAndLogin as register,
  RUN,
  type Envelope,
} from './support/players.js';

let page: Page;
const { open, pressExpecting } = phoneTests((opened) => (page = opened));

const NEWCOMER = '新人首存送88%，最高8888元';
const DAILY = '每日存款加赠5%，上不封顶';
const SUBMITTED = '申请成功，请等待审核';
const ONCE_ONLY = '每位会员仅可申请一次该活动';

type Player = { token: string; id: number; name: string };

async function registerAndLogin(): Promise<Player> {
  const { token, name } = await register('p', { realname: '孙七' });
  return { token, id: await playerId(token), name };
}

const hash = () => page.evaluate(() => decodeURIComponent(location.hash));
const fen = (yuan: string) => Math.round(Number(yuan.replace(/[^\d.-]/g, '')) * 100);

describe('promotions', () => {
  const cards = () => page.getByRole('list', { name: '优惠活动' }).getByTestId('activity-card');
  const tab = (name: string) =>
    page.getByRole('tablist', { name: '活动分类' }).getByRole('tab', { name, exact: true });
  const applyDialog = () => page.getByRole('dialog', { name: '活动申请' });
  const amountInput = () => applyDialog().locator('input');

  it('filters by category, applies once, and shows the review and the bonus', async () => {
    const player = await registerAndLogin();
    // The newcomer activity takes the first deposit's amount, checked by the server.
    await fund(player.token, '500', '孙七');
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/activitylist')) listCalls.push(request.postData() ?? '');
    });

    // /discount: 全部 plus the six seeded categories; every shown activity with banner, title, date.
    await open('/discount', player.token);
    await expect.poll(() => cards().count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(7);
    const tabs = page.getByRole('tablist', { name: '活动分类' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([
      '全部',
      '新人专享',
      '存款优惠',
      '返水优惠',
      '电子专区',
      '真人专区',
      '体育专区',
    ]);
    expect(await tab('全部').getAttribute('aria-selected')).toBe('true');
    const first = cards().filter({ hasText: NEWCOMER });
    expect(await first.locator('img').getAttribute('src')).toBe('./img/activities/newcomer.svg');
    expect(await first.innerText()).toMatch(/\d{4}-\d\d-\d\d/);
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // A category shows only its activities; tapping the chosen category again asks nothing.
    const before = listCalls.length;
    await tab('存款优惠').click();
    await expect.poll(() => cards().allInnerTexts()).toEqual([expect.stringContaining(DAILY)]);
    expect(listCalls.length).toBe(before + 1);
    const chosen = (JSON.parse(listCalls[before]!) as { type?: number }).type;
    expect(chosen).toEqual(expect.any(Number));
    // Tapped again it asks nothing: the next call is the next category's, asked for after it.
    await tab('存款优惠').click();
    await tab('返水优惠').click();
    await expect.poll(() => listCalls.length).toBeGreaterThanOrEqual(before + 2);
    const next = (JSON.parse(listCalls[before + 1]!) as { type?: number }).type;
    expect(next).toEqual(expect.any(Number));
    expect(next).not.toBe(chosen);
    await tab('全部').click();
    await expect.poll(() => cards().count()).toBeGreaterThanOrEqual(7);

    // The detail: banner, title, date, the rules as rich content, and the apply button.
    await cards().filter({ hasText: NEWCOMER }).click();
    await expect.poll(hash).toMatch(/^#\/discountInfo\?id=\d+$/);
    await page.getByTestId('activity-title').getByText(NEWCOMER).waitFor();
    expect(await page.getByRole('heading', { name: '活动规则' }).isVisible()).toBe(true);
    expect(await page.locator('article table').count()).toBe(1);
    expect(await page.locator('.adm-tab-bar').count()).toBe(0);

    // Apply: filled with the first deposit (the rule decides it); digits only; the answer is the toast.
    await page.getByRole('button', { name: '申请活动' }).click();
    await applyDialog().getByText('已按活动规则填入您的存款金额，确认后提交审核。').waitFor();
    await expect.poll(() => amountInput().inputValue()).toBe('500');
    const applyButton = applyDialog().getByRole('button', { name: '立即申请' });
    await amountInput().fill('');
    await pressExpecting(applyButton, '请输入申请金额');
    await amountInput().fill('1,0a00.5');
    expect(await amountInput().inputValue()).toBe('10005');
    await pressExpecting(applyButton, '申请金额需与首笔存款金额一致（您的首存为 500.00 元）');
    await amountInput().fill('500');
    await pressExpecting(applyButton, SUBMITTED);
    await applyDialog().waitFor({ state: 'hidden' });

    // A second application while the first waits: the server's refusal, the dialog stays.
    await page.getByRole('button', { name: '申请活动' }).click();
    await amountInput().fill('500');
    await pressExpecting(applyDialog().getByRole('button', { name: '立即申请' }), ONCE_ONLY);
    expect(await applyDialog().isVisible()).toBe(true);
    await applyDialog().getByRole('button', { name: '取消' }).click();
    await applyDialog().waitFor({ state: 'hidden' });

    // /applyList: the application waits for review.
    await page.goto('/#/applyList');
    const row = page.getByTestId('apply-record').filter({ hasText: NEWCOMER });
    await row.waitFor();
    expect(await page.getByTestId('apply-record').count()).toBe(1);
    expect(await row.getByTestId('apply-state').innerText()).toBe('待审核');
    expect(await row.innerText()).toContain('500.00');
    expect(await row.innerText()).toMatch(/申请时间 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);

    // The operator approves it: 88% of 500 is credited once.
    const pending = await operatorCall<
      { id: number; user_id: number; title: string; suggested_bonus: string }[]
    >('GET', '/admin/api/activity-applications/pending');
    const mine = pending.find((a) => a.user_id === player.id && a.title === NEWCOMER);
    expect(mine?.suggested_bonus).toBe('440.00');
    await operatorCall('POST', `/admin/api/activity-applications/${mine!.id}/approve`, {});

    await page.reload();
    await expect.poll(() => row.getByTestId('apply-state').innerText(), { timeout: 10_000 }).toBe('通过');
    expect(await row.getByTestId('apply-bonus').innerText()).toBe('+440.00');
    expect(await row.getByTestId('apply-state').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(31, 157, 91)',
    );

    const balance = await post<{ balance: string }>('/api/balance', {}, player.token);
    expect(fen(balance.data.balance)).toBe(94_000);
    await page.goto('/#/mine');
    const shown = page.locator(':text-is("账户余额（元）"):visible').locator('xpath=following-sibling::div');
    await expect.poll(() => shown.innerText(), { timeout: 10_000 }).toBe('940.00');
  }, 120_000);

  it('shows a visitor the activity and a login link instead of the apply button', async () => {
    await open('/discount');
    await cards().filter({ hasText: NEWCOMER }).click();
    await page.getByTestId('activity-title').waitFor();
    expect(await page.getByRole('button', { name: '申请活动' }).count()).toBe(0);
    await page.getByRole('link', { name: '登录' }).click();
    await expect.poll(hash).toMatch(/^#\/login\?type=0&redirect=\/discountInfo\?id=\d+$/);

    // An unknown or hidden activity says so instead of an empty page.
    await page.goto('/#/discountInfo?id=999999');
    await page.getByText('该活动不存在或已结束').waitFor();
    await page.getByRole('button', { name: '查看优惠活动' }).click();
    await expect.poll(hash).toBe('#/discount');
  });

  it('runs no script from an activity written with script, handlers and javascript: links', async () => {
    /**
     * Every picture of the article has loaded or failed (an onerror would have run), then the
     * page's queued tasks.
     */
    const settled = async () => {
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('article img')).every(
          (img) => (img as HTMLImageElement).complete,
        ),
      );
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    };
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const attack =
      '<script>window.__xss=1</script><img src=x onerror="window.__xss=1;alert(1)">' +
      '<a href="javascript:window.__xss=1;alert(2)">点此领取</a>';
    const types = await post<{ id: number }[]>('/api/activitytype');
    const created = await operatorCall<{ id: number }>('POST', '/admin/api/activities', {
      type_id: types.data[0]!.id,
      title: `安全测试${RUN}<script>window.__xss=1</script><img src=x onerror="window.__xss=1">`,
      banner: '/img/activities/newcomer.svg',
      content: `<p>活动说明</p>${attack}<p onclick="window.__xss=1">结束</p>`,
      can_apply: 1,
    });

    // In the list: the title is text.
    await open('/discount');
    const card = cards().filter({ hasText: `安全测试${RUN}` });
    await card.waitFor({ timeout: 10_000 });
    await card.click();
    await page.getByTestId('activity-title').getByText(`安全测试${RUN}`).waitFor();
    await page.getByText('点此领取').click();
    await settled();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.locator('article [onerror], article [onclick], article script').count()).toBe(0);
    expect(await page.locator('article a[href^="javascript"]').count()).toBe(0);
    expect(await hash()).toBe(`#/discountInfo?id=${created.id}`);

    // The site's own sanitiser is the second line: content that reached the page unsanitised
    // (a compromised or older server) still cannot run.
    await page.route('**/api/activitydeatil', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope<{ content: string }>;
      body.data.content = `<p>原始内容</p>${attack}<iframe src="javascript:window.__xss=1"></iframe>`;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await page.getByText('原始内容').waitFor();
    await page.getByText('点此领取').click();
    await settled();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.locator('article [onerror], article script, article iframe').count()).toBe(0);
  });
});

describe('messages', () => {
  const messages = () => page.getByRole('list', { name: '我的消息' }).getByTestId('message');
  const message = (title: string) => messages().filter({ hasText: title });
  const unreadCount = async (token: string) =>
    (await post<{ num: number }>('/api/messagenum', {}, token)).data.num;

  it('shows the unread count, reads messages one by one and all at once, lists announcements', async () => {
    const player = await registerAndLogin();
    for (const n of ['一', '二', '三']) {
      await operatorCall('POST', `/admin/api/players/${player.id}/messages`, {
        title: `运营消息${n}`,
        content: `<p>这是第<strong>${n}</strong>条运营消息</p>`,
      });
    }
    const start = await unreadCount(player.token);
    expect(start).toBeGreaterThanOrEqual(3);

    // /mine: the unread count on 我的消息.
    await open('/mine', player.token);
    const badge = page.getByTestId('message-badge');
    await expect.poll(() => badge.innerText(), { timeout: 10_000 }).toBe(String(start));

    // /message opens on the inbox with the newest message open, which makes it read.
    await page.getByText('我的消息', { exact: true }).click();
    await expect.poll(hash).toBe('#/message?type=0');
    const newest = message('运营消息三');
    await newest.getByText('这是第三条运营消息').waitFor();
    expect(await newest.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => newest.getAttribute('data-unread')).toBe('0');
    await expect.poll(() => unreadCount(player.token)).toBe(start - 1);
    await expect.poll(() => page.getByTestId('unread-summary').innerText()).toBe(`未读消息 ${start - 1} 条`);
    expect(await message('运营消息二').getAttribute('data-unread')).toBe('1');

    // Opening another unread message reads it and closes the first.
    await message('运营消息二').getByRole('button').click();
    await message('运营消息二').getByText('这是第二条运营消息').waitFor();
    expect(await newest.getByRole('button').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => unreadCount(player.token)).toBe(start - 2);
    await expect.poll(() => message('运营消息二').getAttribute('data-unread')).toBe('0');

    // Back on /mine the badge has dropped.
    await page.goBack();
    await expect.poll(() => badge.innerText(), { timeout: 10_000 }).toBe(String(start - 2));

    // 全部已读 clears the rest.
    await page.getByText('我的消息', { exact: true }).click();
    await message('运营消息一').waitFor();
    await pressExpecting(page.getByRole('button', { name: '全部已读' }), '已全部标记为已读');
    expect(await page.getByTestId('unread-summary').innerText()).toBe('暂无未读消息');
    expect(await page.locator('[data-testid="message"][data-unread="1"]').count()).toBe(0);
    expect(await unreadCount(player.token)).toBe(0);

    // 系统公告: the announcements, the first one open.
    const notices = await post<{ data: { title: string }[] }>('/api/noticeList', { page: 1 });
    const firstNotice = notices.data.data[0]!.title;
    await page.getByRole('tab', { name: '系统公告' }).click();
    await expect.poll(hash).toBe('#/message?type=1');
    const announcement = page.getByRole('list', { name: '系统公告' }).getByTestId('message').first();
    await announcement.getByText(firstNotice).waitFor();
    expect(await announcement.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('list', { name: '系统公告' }).getByTestId('message').count()).toBe(
      notices.data.data.length,
    );

    // /mine: no badge once everything is read, by the count /mine asks for on every visit.
    const counted = page.waitForResponse((response) => response.url().endsWith('/api/messagenum'));
    await page.goto('/#/mine');
    await page.getByText('我的消息', { exact: true }).waitFor();
    expect(await (await counted).json()).toMatchObject({ data: { num: 0 } });
    await expect.poll(() => badge.count()).toBe(0);
  }, 90_000);

  it('sends a visitor to login first', async () => {
    await open('/message?type=1');
    await expect.poll(hash).toBe('#/login?type=0&redirect=/message?type=1');
  });
});
