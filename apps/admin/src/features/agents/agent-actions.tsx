import { useState } from 'react';
import { Button, Space } from 'antd';
import { PERMISSION } from '../../lib/permissions';
import type { AgentDetail } from './api/get-agent';
import { AgentPlanModal } from './agent-plan-modal';
import { AgentStateModal } from './agent-state-modal';
import { MoveAgentModal } from './move-agent-modal';
import { useCan } from './use-can';

type Dialog = 'plan' | 'state' | 'move' | null;

/** What agents.write may change on an agent: its plan, its state, its place in the tree. */
export function AgentActions({ agent }: { agent: AgentDetail }) {
  const canWrite = useCan(PERMISSION.agents);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The state the dialog was opened for: its words must not flip while it closes after the change.
  const [opened, setOpened] = useState(agent);
  const open = (d: Exclude<Dialog, null>) => () => {
    setOpened(agent);
    setDialog(d);
  };
  const close = () => setDialog(null);
  if (!canWrite) return null;
  return (
    <>
      <Space wrap>
        <Button onClick={open('plan')}>更换方案</Button>
        <Button onClick={open('move')}>调整上级</Button>
        <Button danger={agent.state === 1} onClick={open('state')}>
          {agent.state === 1 ? '冻结代理' : '解冻代理'}
        </Button>
      </Space>
      <AgentPlanModal agent={agent} open={dialog === 'plan'} onClose={close} />
      <AgentStateModal agent={opened} open={dialog === 'state'} onClose={close} />
      <MoveAgentModal open={dialog === 'move'} username={agent.username} onClose={close} />
    </>
  );
}
