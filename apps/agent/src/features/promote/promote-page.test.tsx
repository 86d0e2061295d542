import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { answer, answerMe, ok, renderConsole } from '../../test/render';

describe('推广', () => {
  it("shows the referral link on this site's address and copies it", async () => {
    answerMe({ referral_path: '/#/?pid=12' });
    answer('post', '/api/app', ok({ title: '金沙娱乐' }));
    // The Clipboard API is there only on https or localhost; user-event stands in for the clipboard.
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const { user } = renderConsole('/promote');

    const link = `${window.location.origin}/#/?pid=12`;
    expect(await screen.findByTestId('referral-link')).toHaveTextContent(link);
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText(MSG.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it("shows the agent's plan tiers", async () => {
    answerMe();
    answer('post', '/api/app', ok({ title: '金沙娱乐' }));
    renderConsole('/promote');
    expect(await screen.findByText('标准方案')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /≥ 10/ })).toHaveTextContent('≥ 10≥ 50000.0040.00%');
  });

  it('says so where the browser cannot draw the poster, and keeps the link to share', async () => {
    answerMe();
    answer('post', '/api/app', ok({ title: '金沙娱乐' }));
    renderConsole('/promote');
    // jsdom draws no canvas (test/setup.ts).
    await waitFor(() => expect(screen.getByText(/无法生成海报/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '保存海报' })).toBeDisabled();
  });
});
