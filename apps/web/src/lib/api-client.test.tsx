import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refuse } from '../test/render';
import { api } from './api-client';
import { clearSession, getToken, setToken } from './session';

const expired = () => refuse('登录已过期，请重新登录', 401, 401);

describe('a refused (401) request', () => {
  it('with the session still held: forgets it and goes to login', async () => {
    answer('post', '/api/balance', expired());
    window.location.hash = '#/setting';
    setToken('held-token');
    await expect(api.post('/api/balance', {})).rejects.toThrow();
    // The expiry notice first; login once the player has read it.
    const confirm = await screen.findByRole('button', { name: '确定' }, { timeout: 3000 });
    expect(getToken()).toBeNull();
    act(() => confirm.click());
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
  });

  it('while the page ends the session itself (logout, new password): stays where the page is', async () => {
    answer('post', '/api/balance', expired());
    window.location.hash = '#/setting';
    setToken('leaving-token');
    await expect(api.post('/api/balance', {})).rejects.toThrow();
    // The page's own logout answer lands a moment after the server refused the poll.
    clearSession();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull(); // no expiry notice
    expect(window.location.hash).toBe('#/setting');
  });

  it('sent with no session at all (a poll just after logout): stays where the page is', async () => {
    answer('post', '/api/balance', expired());
    window.location.hash = '#/setting';
    clearSession();
    await expect(api.post('/api/balance', {})).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
    expect(window.location.hash).toBe('#/setting');
  });
});
