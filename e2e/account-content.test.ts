import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TEST_CAPTCHA } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import { tinyPng } from './support/png.js';
import { PASSWORD, PAY_PASSWORD, phoneTests, post, REALNAME, registerAndLogin } from './support/players.js';

let page: Page;
const { open, expectToast, pressExpecting, countCalls, hash, token } = phoneTests(
  (opened) => (page = opened),
);
const tab = (name: string) => page.getByRole('tab', { name, exact: true });

describe('/about and /customer', () => {
  it('shows the four seeded articles of /about under their tabs', async () => {
    await open('/about');
    const articles: [string, string][] = [
      ['关于我们', '金沙娱乐成立于2018年'],
      ['规则与条款', '会员须年满18周岁'],
      ['隐私政策', '我们收集的信息'],
      ['博彩责任', '理性娱乐，量力而行'],
    ];
    for (const [title, text] of articles) {
      await tab(title).click();
      const article = page.locator('article');
      await article.getByRole('heading', { name: title, level: 2 }).waitFor();
      await article.getByText(text).first().waitFor();
      expect(await tab(title).getAttribute('aria-selected')).toBe('true');
    }
  });

  it('opens guide answers, shows the FAQ article, and sends the service box to /kefu', async () => {
    await open('/customer');
    expect(await tab('新手指南').getAttribute('aria-selected')).toBe('true');
    const answer = page.getByText('取款通常0-3分钟到账', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await page.getByText('如何取款？').click();
    await answer.waitFor();
    // An accordion: opening another question closes this one.
    await page.getByText('如何存款？').click();
    await page.getByText('单笔最低存款100元', { exact: false }).waitFor();
    const panelHeight = (text: Locator) =>
      page
        .locator('.adm-collapse-panel-content', { has: text })
        .evaluate((el) => el.getBoundingClientRect().height);
    await expect.poll(() => panelHeight(answer)).toBe(0);

    await tab('常见问题').click();
    await page.getByRole('heading', { name: '存款多久到账？' }).waitFor();
    await page.getByText('通常 0-3 分钟到账', { exact: false }).waitFor();
    await page.getByRole('heading', { name: '取款帮助', level: 2 }).waitFor();

    await tab('联系我们').click();
    await page.getByRole('button', { name: /24小时在线客服/ }).click();
    await expect.poll(hash).toBe('#/kefu');
  });
});

describe('/account', () => {
  it('uploads a PNG avatar, shows it after a reload, and refuses a text file named .gif', async () => {
    const { token: session } = await registerAndLogin('a');
    await open('/account', session);
    const avatar = page.getByRole('img', { name: '头像', exact: true });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toContain('avatar-default');

    const uploads = countCalls('/api/uploadimg');
    const file = page.locator('input[type=file]');
    expect(await file.getAttribute('accept')).toBe('image/png,image/gif');
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng([181, 22, 45]) });
    await expectToast('头像上传成功');
    const uploaded = /\/uploads\/avatars\/\d+-[0-9a-f]{24}\.png$/;
    await expect.poll(() => avatar.getAttribute('src')).toMatch(uploaded);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
    const src = await avatar.getAttribute('src');
    expect(uploads.count).toBe(1);

    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    await file.setInputFiles({
      name: 'fake.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('not a picture'),
    });
    await expectToast('头像仅支持gif或png格式');
    // Refused in the browser by content, before any upload; the avatar is unchanged.
    expect(uploads.count).toBe(1);
    expect(await avatar.getAttribute('src')).toBe(src);
    // The server refuses the same file by content too.
    const form = new FormData();
    form.append('file', new Blob(['not a picture'], { type: 'image/gif' }), 'fake.gif');
    const refused = (await (
      await fetch(`${inject('baseURL')}/api/uploadimg`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session}` },
        body: form,
      })
    ).json()) as { code: number; message: string };
    expect(refused.message).toBe('头像仅支持gif或png格式');

    await page.reload();
    await expect.poll(() => avatar.getAttribute('src')).toBe(src);
    await page.getByRole('button', { name: '更换头像' }).waitFor();
  });

  it('shows the chosen picture at once, as it uploads, under the site policy (blob: pictures)', async () => {
    const { token: session } = await registerAndLogin('a');
    const csp = await watchCsp(page);
    await open('/account', session);
    const avatar = page.getByRole('img', { name: '头像', exact: true });
    await avatar.waitFor();
    // The upload waits until the preview has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/uploadimg', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('input[type=file]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: tinyPng([20, 120, 200]),
    });
    // The chosen file itself, drawn: a blocked one would fall back to the default picture.
    await expect
      .poll(() =>
        avatar.evaluate((img: HTMLImageElement) =>
          img.src.startsWith('blob:') && img.complete ? img.naturalWidth : img.src,
        ),
      )
      .toBe(4);
    expect(await csp.list()).toEqual([]);
    release();
    await expectToast('头像上传成功');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/\/uploads\/avatars\//);
    expect(await csp.list()).toEqual([]);
  });

  it('checks the profile in the spec order, saves it, and keeps it bound after a reload', async () => {
    const { token: session, name } = await registerAndLogin('a');
    await open('/account', session);
    // Home, kept alive behind this screen, shows the name and level too, hidden.
    await page.getByText(name, { exact: true }).filter({ visible: true }).waitFor();
    await page
      .getByRole('img', { name: 'VIP0', exact: true })
      .or(page.getByText('VIP0', { exact: true }))
      .filter({ visible: true })
      .first()
      .waitFor();
    expect(await page.inputValue('input[name=realname]')).toBe(REALNAME);
    expect(await page.getAttribute('input[name=realname]', 'readonly')).not.toBeNull();
    await page.getByText('资料一经绑定不可随意修改', { exact: false }).waitFor();
    await page.getByText('24小时在线客服').waitFor();

    const saves = countCalls('/api/updateuserinfo');
    const save = page.getByRole('button', { name: '保存资料' });
    expect(await save.isDisabled()).toBe(true);
    await page.fill('input[name=mobile]', '12a345678901234');
    // Digits only, at most 11.
    expect(await page.inputValue('input[name=mobile]')).toBe('12345678901');
    await page.fill('input[name=email]', 'not-an-email');
    await page.fill('input[name=birthday]', '1990-13-01');
    await pressExpecting(save, '请输入正确手机号');
    await page.fill('input[name=mobile]', '13800138000');
    await pressExpecting(save, '请输入正确邮箱号');
    await page.fill('input[name=email]', 'player@example.com');
    await pressExpecting(save, '请输入正确的日期格式：YYYY-MM-DD');
    expect(saves.count).toBe(0);
    // Under 18 is refused and binds nothing: the site serves adults only.
    await page.fill('input[name=birthday]', '2015-01-01');
    await pressExpecting(save, '本站仅向年满18周岁的用户提供服务，请填写您的真实生日');
    expect(saves.count).toBe(0);
    await page.fill('input[name=birthday]', '1990-05-20');
    await pressExpecting(save, '操作成功');
    expect(saves.count).toBe(1);

    await page.reload();
    await expect.poll(() => page.inputValue('input[name=mobile]')).toBe('13800138000');
    expect(await page.inputValue('input[name=email]')).toBe('player@example.com');
    expect(await page.inputValue('input[name=birthday]')).toBe('1990-05-20');
    // Saved data is bound: read-only here, changed through customer service.
    for (const field of ['mobile', 'email', 'birthday']) {
      expect(await page.getAttribute(`input[name=${field}]`, 'readonly')).not.toBeNull();
    }
    expect(await page.getByRole('button', { name: '保存资料' }).count()).toBe(0);
    const user = await post<{ mobile: string; email: string; birthday: string }>('/api/user', {}, session);
    expect(user.data).toMatchObject({
      mobile: '13800138000',
      email: 'player@example.com',
      birthday: '1990-05-20',
    });
  });

  it('changes the payment password without logging out, and the login password with a logout', async () => {
    const { token: session, name } = await registerAndLogin('a');
    await open('/account', session);

    await page.locator('.adm-list-item', { hasText: '支付密码' }).click();
    let dialog = page.locator('.adm-center-popup-body');
    await dialog.getByText('修改支付密码').waitFor();
    const save = () => dialog.getByRole('button', { name: '保存' });
    await pressExpecting(save(), '请输入旧密码');
    await dialog.locator('input[name=password]').fill(PAY_PASSWORD);
    await dialog.locator('input[name=paypassword]').fill('65a4321');
    // Digits only.
    expect(await dialog.locator('input[name=paypassword]').inputValue()).toBe('654321');
    await dialog.locator('input[name=newpasword]').fill('654322');
    await pressExpecting(save(), '两次密码不一致！');
    await dialog.locator('input[name=newpasword]').fill('654321');
    await save().click();
    await expectToast('密码修改成功！');
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    expect(await hash()).toBe('#/account');
    expect(await token()).toBe(session);
    expect((await post('/api/user', {}, session)).code).toBe(200);

    await page.locator('.adm-list-item', { hasText: '登录密码' }).click();
    dialog = page.locator('.adm-center-popup-body');
    await dialog.getByText('修改登录密码').waitFor();
    await dialog.getByText('新密码为8-32位字母和数字组合').waitFor();
    await dialog.locator('input[name=password]').fill(PASSWORD);
    await dialog.locator('input[name=paypassword]').fill(PASSWORD);
    await dialog.locator('input[name=newpasword]').fill(PASSWORD);
    await pressExpecting(save(), '新旧密码不能一致！');
    // The spec clears the fields after that one.
    expect(await dialog.locator('input[name=password]').inputValue()).toBe('');
    const next = 'xyz98765';
    await dialog.locator('input[name=password]').fill(PASSWORD);
    // As long as registration takes, and no longer.
    await dialog.locator('input[name=paypassword]').fill('abcdefghij'.repeat(4));
    expect(await dialog.locator('input[name=paypassword]').inputValue()).toHaveLength(32);
    await dialog.locator('input[name=paypassword]').fill(next);
    await dialog.locator('input[name=newpasword]').fill(next);
    await save().click();
    await expectToast('密码修改成功！');
    await expect.poll(hash).toBe('#/');
    expect(await token()).toBeNull();
    expect((await post('/api/user', {}, session)).code).not.toBe(200);
    await page.locator('[data-keep-alive="/"]').getByText('您好，欢迎来到金沙娱乐').waitFor();

    await page.goto('/#/login?type=0');
    await page.fill('input[name=username]', name);
    await page.fill('input[name=password]', next);
    await page.fill('input[name=captcha]', TEST_CAPTCHA);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(hash).toBe('#/');
    await expect.poll(token).not.toBeNull();
    await page.locator('[data-keep-alive="/"]').getByText(name).waitFor();
  });
});
