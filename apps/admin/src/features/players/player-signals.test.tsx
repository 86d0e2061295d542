import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnTitles, renderListPage } from '../../test/list-page';
import type { PlayerSignalRow } from './api/get-player-signals';
import { PlayerSignals } from './player-signals';

const LOGIN: PlayerSignalRow = {
  id: 9,
  event: 'login',
  ip: '203.0.113.7',
  device_id: 'dev-3f2a9c1e',
  created_at: '2026-06-01 10:00:00',
};
const REGISTER: PlayerSignalRow = { ...LOGIN, id: 8, event: 'register', device_id: '' };

describe('PlayerSignals', () => {
  it('lists each event with its address and device, each a link to who shares it', async () => {
    const { reads } = await renderListPage(<PlayerSignals playerId={7} username="demo888" />, {
      path: '/admin/api/players/7/signals',
      rows: [LOGIN, REGISTER],
      firstText: 'dev-3f2a9c1e',
      role: 'risk',
    });
    expect(columnTitles()).toEqual(['时间', '事件', 'IP', '设备号']);
    expect(screen.getByText('登录')).toBeInTheDocument();
    expect(screen.getByText('注册')).toBeInTheDocument();
    expect(screen.getByText('未上报')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dev-3f2a9c1e' })).toHaveAttribute(
      'href',
      '/players?device=dev-3f2a9c1e',
    );
    expect(screen.getAllByRole('link', { name: '203.0.113.7' })[0]).toHaveAttribute(
      'href',
      '/players?ip=203.0.113.7',
    );
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(reads[0]?.url.search).toBe('?page=1&per_page=20');
  });
});
