import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AGENT_ADMIN_MSG } from '@app/shared';
import { answer, ok, refuse, renderConsole } from '../../test/render';
import type { AgentPlan } from './api/get-agent-plans';
import { PlanFormModal } from './plan-form-modal';

const STANDARD: AgentPlan = {
  id: 3,
  name: '标准方案',
  active_min_valid: '1000.00',
  deposit_fee_rate: '1.00',
  withdrawal_fee_rate: '0.50',
  tiers: [
    { min_active: 5, min_net: '0.00', rate: '30.00' },
    { min_active: 20, min_net: '100000.00', rate: '40.00' },
  ],
  turnover_rates: { slots: '0.50', live: '0.30' },
  agents: 2,
};

function renderModal(plan: AgentPlan | null = null) {
  const posts = answer('post', '/admin/api/agent-plans', ok({ id: 9 }));
  const puts = answer('put', '/admin/api/agent-plans/:id', ok(null));
  const onClose = vi.fn();
  const view = renderConsole(<PlanFormModal open plan={plan} onClose={onClose} />);
  const dialog = () => within(screen.getByRole('dialog'));
  const box = (label: string) => dialog().getByLabelText(label);
  const fill = async (label: string, text: string) => {
    await view.user.clear(box(label));
    if (text) await view.user.type(box(label), text);
  };
  const save = () => view.user.click(dialog().getByRole('button', { name: '保存' }));
  return { ...view, posts, puts, onClose, dialog, box, fill, save };
}

describe('PlanFormModal', () => {
  it('names each missing or malformed field with the shared messages and sends nothing', async () => {
    const { fill, save, posts } = renderModal();
    await fill('存款手续费分摊', '101');
    await save();
    expect(await screen.findByText(AGENT_ADMIN_MSG.planName)).toBeInTheDocument();
    expect(screen.getAllByText(AGENT_ADMIN_MSG.planAmount)).toHaveLength(2);
    // The deposit fee above 100% and the first tier's empty rate.
    expect(screen.getAllByText(AGENT_ADMIN_MSG.planRate)).toHaveLength(2);
    expect(screen.getByText('请输入人数')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('adds tiers, refuses them out of order, removes one and posts the plan', async () => {
    const { user, dialog, fill, save, posts, onClose } = renderModal();
    await fill('方案名称', ' 推广方案 ');
    await fill('活跃会员最低有效投注', '500');
    await fill('取款手续费分摊', '0.5');
    await user.click(dialog().getByRole('button', { name: '添加档位' }));
    await user.click(dialog().getByRole('button', { name: '添加档位' }));
    expect(screen.getAllByTestId('plan-tier')).toHaveLength(3);
    for (const [tier, active, net, rate] of [
      [1, '10', '5000', '35'],
      [2, '5', '0', '25'],
      [3, '20', '80000', '45.5'],
    ] as const) {
      await fill(`第 ${tier} 档活跃会员`, active);
      await fill(`第 ${tier} 档净输赢`, net);
      await fill(`第 ${tier} 档佣金比例`, rate);
    }
    await fill('电子', '0.8');
    await save();
    expect(await screen.findByText(AGENT_ADMIN_MSG.planTiers)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    // The tier below the first goes; the two left rise in both thresholds.
    await user.click(dialog().getByRole('button', { name: '删除第 2 档' }));
    expect(screen.getAllByTestId('plan-tier')).toHaveLength(2);
    await save();

    expect(await screen.findByText('已新建方案“推广方案”')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([
      {
        name: '推广方案',
        active_min_valid: '500',
        deposit_fee_rate: '0',
        withdrawal_fee_rate: '0.5',
        tiers: [
          { min_active: 10, min_net: '5000', rate: '35' },
          { min_active: 20, min_net: '80000', rate: '45.5' },
        ],
        turnover_rates: { slots: '0.8' },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the last tier: it cannot be removed', () => {
    const { dialog } = renderModal();
    expect(dialog().getByRole('button', { name: '删除第 1 档' })).toBeDisabled();
  });

  it('edits a plan from its terms and leaves out a cleared turnover rate', async () => {
    const { box, fill, save, puts } = renderModal(STANDARD);
    expect(box('方案名称')).toHaveValue('标准方案');
    expect(box('第 2 档净输赢')).toHaveValue('100000');
    expect(box('电子')).toHaveValue('0.50');
    await fill('真人', '');
    await fill('第 2 档佣金比例', '42');
    await save();

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.url.pathname).toBe('/admin/api/agent-plans/3');
    expect(puts[0]!.body).toEqual({
      name: '标准方案',
      active_min_valid: '1000',
      deposit_fee_rate: '1',
      withdrawal_fee_rate: '0.50',
      tiers: [
        { min_active: 5, min_net: '0', rate: '30' },
        { min_active: 20, min_net: '100000', rate: '42' },
      ],
      turnover_rates: { slots: '0.50' },
    });
    expect(await screen.findByText('方案“标准方案”已保存')).toBeInTheDocument();
  });

  it('shows the server refusal and stays open', async () => {
    const { fill, save, onClose } = renderModal(STANDARD);
    answer('put', '/admin/api/agent-plans/:id', refuse(AGENT_ADMIN_MSG.planTiers));
    await fill('方案名称', '标准方案二');
    await save();
    expect(await screen.findByText(AGENT_ADMIN_MSG.planTiers)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
