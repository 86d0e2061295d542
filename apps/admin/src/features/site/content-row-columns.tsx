import { App, Button, Popconfirm, Space, Switch, type TableColumnType } from 'antd';
import { errorText } from '../../lib/errors';

interface ContentRow {
  id: number;
  state: number;
}

/** The state switch's mutation: which row is saving, and how to save. */
interface StateMutation {
  isPending: boolean;
  variables?: { id: number };
  mutateAsync: (v: { id: number; state: 0 | 1 }) => Promise<unknown>;
}

/** Runs a row action and reports it: `done` on success, the server's message on failure. */
export function useRunAction() {
  const { message } = App.useApp();
  return (work: Promise<unknown>, done: string) =>
    work.then(
      () => message.success(done),
      (e: unknown) => message.error(errorText(e)),
    );
}

/** 状态: an on/off switch that saves at once. */
export function stateColumn<T extends ContentRow>(
  setState: StateMutation,
  run: ReturnType<typeof useRunAction>,
  ariaLabel?: (row: T) => string,
): TableColumnType<T> {
  return {
    title: '状态',
    dataIndex: 'state',
    width: 100,
    render: (value: number, row) => (
      <Switch
        checked={value === 1}
        checkedChildren="启用"
        unCheckedChildren="停用"
        aria-label={ariaLabel?.(row)}
        loading={setState.isPending && setState.variables?.id === row.id}
        onChange={(on) =>
          void run(setState.mutateAsync({ id: row.id, state: on ? 1 : 0 }), on ? '已启用' : '已停用')
        }
      />
    ),
  };
}

/** 操作: edit, and delete after a confirmation naming `what` (e.g. 这张轮播图). */
export function editDeleteColumn<T extends ContentRow>({
  what,
  onEdit,
  onDelete,
}: {
  what: string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => Promise<unknown>;
}): TableColumnType<T> {
  return {
    title: '操作',
    key: 'actions',
    width: 130,
    render: (_, row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          编辑
        </Button>
        <Popconfirm
          title={`删除${what}？`}
          description="删除后会员端立即不再显示。"
          okText="删除"
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(row)}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    ),
  };
}
