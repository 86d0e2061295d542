import { Space, Tag } from 'antd';

/** The account's state at a glance: blacklisted, disabled, agent. */
export function PlayerFlags({
  status,
  isblack,
  isagent,
}: {
  status: number;
  isblack: number;
  isagent?: number;
}) {
  return (
    <Space size={4} wrap>
      {isblack === 1 && <Tag color="black">黑名单</Tag>}
      {status === 0 ? <Tag color="red">已禁用</Tag> : isblack !== 1 && <Tag color="green">正常</Tag>}
      {isagent === 1 && <Tag color="blue">代理</Tag>}
    </Space>
  );
}
