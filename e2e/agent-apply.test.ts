import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { approveAgentApplication, decideAgentApplication } from './support/operator.js';
import { phoneTests, post, REALNAME, registerAndLogin } from './support/players.js';

let page: Page;
const { open, pressExpecting, countCalls, hash } = phoneTests((opened) => (page = opened));

describe('/apply', () => {
  it('checks, submits, shows the review (reason, apply again), drops the link once approved', async () => {
    const { token: session, name } = await registerAndLogin('g');
    await open('/mine', session);
    const applyLink = page.locator('.adm-list-item', { hasText: '代理申请' });
    await applyLink.waitFor();
    await applyLink.click();
    await expect.poll(hash).toBe('#/apply');

    await page.getByText('请填写真实有效的信息', { exact: false }).waitFor();
    expect(await page.inputValue('input[name=realname]')).toBe(REALNAME);
    expect(await page.getAttribute('input[name=realname]', 'readonly')).not.toBeNull();
    const submit = page.getByRole('button', { name: '提交申请' });
    const calls = countCalls('/api/applyagentdo');
    await pressExpecting(submit, '请输入正确手机号');
    await page.fill('input[name=mobile]', '12800138000');
    await pressExpecting(submit, '请输入正确手机号');
    await page.fill('input[name=mobile]', '13800138000');
    await pressExpecting(submit, '请输入申请理由');
    expect(calls.count).toBe(0);
    await page.fill('textarea[name=apply_info]', '有自己的推广渠道，希望成为代理。');
    await pressExpecting(submit, '申请成功，请等待审核');
    // Where it stands instead of a blank form, after a reload too.
    const state = page.getByTestId('agent-apply-status');
    await state.getByText('待审核', { exact: true }).waitFor();
    await page.reload();
    expect(await state.innerText()).toMatch(/已于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 提交/);
    expect(await submit.count()).toBe(0);

    // Refused: the reason, and a way to apply again.
    await decideAgentApplication(name, 'reject', '请补充推广渠道说明');
    await page.reload();
    await state.getByText('拒绝', { exact: true }).waitFor();
    await state.getByText('原因：请补充推广渠道说明').waitFor();
    await state.getByRole('button', { name: '重新申请' }).click();
    await page.fill('textarea[name=apply_info]', '已有800人的推广社群。');
    await pressExpecting(submit, '请输入正确手机号');
    await page.fill('input[name=mobile]', '13800138000');
    await pressExpecting(submit, '申请成功，请等待审核');
    await state.getByText('待审核', { exact: true }).waitFor();
    expect(calls.count).toBe(2);

    await approveAgentApplication(name);
    expect((await post<{ isagent: number }>('/api/user', {}, session)).data.isagent).toBe(1);
    await open('/mine', session);
    await page.locator('.adm-list-item', { hasText: '设置' }).waitFor();
    await expect.poll(() => applyLink.count()).toBe(0);

    // An agent reaches the agent page instead of the form.
    await page.goto('/#/apply');
    await page.getByText('您已经是代理').waitFor();
    await page.getByRole('button', { name: '代理登录' }).click();
    await expect.poll(hash).toBe('#/gamePage?dailiD=1');
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toBe('/agent/');
  });
});
