import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { RichTextEditor } from '../../components/rich-text-editor';
import type { NoticeKind, NoticeRow } from './api/get-notices';
import { useSaveNotice } from './api/save-notice';
import { ContentFormModal } from './content-form-modal';

interface Values {
  title: string;
  content: string;
  sort: number;
  enabled: boolean;
}

interface Props {
  kind: NoticeKind;
  /** null: closed; 'new': publishing; a row: editing it. */
  target: NoticeRow | 'new' | null;
  onClose: () => void;
}

const NAME: Record<NoticeKind, string> = { marquee: '滚动公告', announcement: '平台公告' };

export function NoticeModal({ kind, target, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveNotice();
  const editing = target && target !== 'new' ? target : null;
  const marquee = kind === 'marquee';

  useEffect(() => {
    if (!target) return;
    form.setFieldsValue(
      editing
        ? { title: editing.title, content: editing.content, sort: editing.sort, enabled: editing.state === 1 }
        : { title: '', content: '', sort: 0, enabled: true },
    );
  }, [target, editing, form]);

  return (
    <ContentFormModal<Values>
      open={target !== null}
      editing={editing !== null}
      title={`${editing ? '编辑' : '发布'}${NAME[kind]}`}
      width={marquee ? 560 : 820}
      form={form}
      saving={save.isPending}
      save={(v) =>
        save.mutateAsync({
          id: editing?.id,
          body: {
            kind,
            title: marquee ? '' : v.title.trim(),
            content: marquee ? v.content.trim() : (v.content ?? ''),
            sort: v.sort ?? 0,
            state: v.enabled ? 1 : 0,
          },
        })
      }
      savedText={editing ? '公告已保存' : '公告已发布'}
      onClose={onClose}
    >
      {marquee ? (
        <Form.Item
          name="content"
          label="公告内容"
          extra="纯文字，在首页轮播图下方滚动显示，不支持 HTML。"
          rules={[{ required: true, whitespace: true, message: '请填写公告内容' }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="title"
            label="标题"
            rules={[{ required: true, whitespace: true, message: '请填写公告标题' }]}
          >
            <Input maxLength={64} showCount />
          </Form.Item>
          <Form.Item
            name="content"
            label="正文"
            extra="显示在首页公告弹窗和「消息中心 → 平台公告」；保存时由服务器净化。"
            rules={[{ required: true, message: '请填写公告内容' }]}
          >
            <RichTextEditor minHeight={240} />
          </Form.Item>
        </>
      )}
    </ContentFormModal>
  );
}
