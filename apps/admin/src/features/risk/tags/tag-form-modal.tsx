import { App, Checkbox, ColorPicker, Form, Input, Modal } from 'antd';
import { TAG_EFFECT_LABEL, TAG_EFFECTS, type RiskTag, type TagEffect } from '@app/shared/admin-contract';
import { useSaveTag } from '../../../api/risk-tags';
import { useModalForm } from '../../../components/use-busy-action';

interface Values {
  name: string;
  colour: string | { toHexString(): string };
  effects: TagEffect[];
}

/** Preset colours, so the console's tags stay readable on white. */
const PRESETS = [
  '#f5222d',
  '#fa541c',
  '#fa8c16',
  '#faad14',
  '#52c41a',
  '#13c2c2',
  '#1677ff',
  '#722ed1',
  '#8c8c8c',
];

/** Creates a tag, or edits `tag`: its name, colour and what it does to the players who carry it. */
export function TagFormModal({ tag, open, onClose }: { tag?: RiskTag; open: boolean; onClose: () => void }) {
  const save = useSaveTag();
  const { message } = App.useApp();
  const { form, busy, onOk } = useModalForm<Values>(async (v) => {
    const colour = typeof v.colour === 'string' ? v.colour : v.colour.toHexString();
    await save.mutateAsync({ id: tag?.id, name: v.name.trim(), colour, effects: v.effects ?? [] });
    message.success(tag ? '标签已保存' : '标签已创建');
    onClose();
  });

  return (
    <Modal
      open={open}
      title={tag ? `编辑标签「${tag.name}」` : '新建标签'}
      okText="保存"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          name: tag?.name ?? '',
          colour: tag?.colour ?? PRESETS[1],
          effects: tag?.effects ?? [],
        }}
      >
        <Form.Item
          name="name"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请输入标签名称' }]}
        >
          <Input maxLength={32} placeholder="如 套利嫌疑" />
        </Form.Item>
        <Form.Item name="colour" label="颜色">
          <ColorPicker disabledAlpha presets={[{ label: '常用', colors: PRESETS }]} showText />
        </Form.Item>
        <Form.Item name="effects" label="效果" extra="带此标签的会员被相应功能拒绝，只看到该功能的通常提示。">
          <Checkbox.Group
            options={TAG_EFFECTS.map((e) => ({ value: e, label: TAG_EFFECT_LABEL[e] }))}
            style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: 8 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
