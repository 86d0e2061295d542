import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerOperator, ok, renderConsole } from '../../test/render';
import { ActivityEditorPage } from './activity-editor-page';

describe('ActivityEditorPage', () => {
  it('saves the application rule the server checks, with its smallest deposit', async () => {
    answerOperator('operations');
    answer('post', '/api/activitytype', ok([{ id: 1, name: '新人专享' }]));
    const saves = answer('post', '/admin/api/activities', ok({ id: 7 }));
    answer('get', '/admin/api/activities/7', ok(null));
    const { user } = renderConsole(<ActivityEditorPage />);
    const combos = await screen.findAllByRole('combobox');
    await user.click(combos[0]!);
    await user.click(await screen.findByTitle('新人专享'));
    await user.type(screen.getByLabelText('活动标题'), '首存加赠');
    await user.type(screen.getByLabelText('横幅图片地址'), '/img/activities/newcomer.svg');

    // No rule: no smallest deposit to ask for.
    expect(screen.queryByLabelText('最低存款（元）')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('申请条件'));
    await user.click(await screen.findByTitle('首笔存款：申请金额等于首存金额，每人一次'));
    await user.type(await screen.findByLabelText('最低存款（元）'), '100');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toMatchObject({ apply_rule: 'first_deposit', rule_min: '100' });
  });
});
