import { useEffect } from 'react';
import { Form } from 'antd';
import { SITE_LINK_MSG } from '@app/shared';
import type { BannerRow } from './api/get-banners';
import { useSaveBanner } from './api/save-banner';
import { BannerLinkSelect } from './banner-link-select';
import { ContentFormModal } from './content-form-modal';
import { SiteImageInput } from './site-image-input';

interface Values {
  src: string;
  link: string;
  sort: number;
  enabled: boolean;
}

interface Props {
  /** null: closed; 'new': publishing; a row: editing it. */
  target: BannerRow | 'new' | null;
  onClose: () => void;
}

const LINK_HINT = '图片上画的按钮（如「立即存款」）应与所选页面一致；优惠活动仅列出已上架的。';

export function BannerModal({ target, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveBanner();
  const editing = target && target !== 'new' ? target : null;

  useEffect(() => {
    if (!target) return;
    form.setFieldsValue(
      editing
        ? { src: editing.src, link: editing.link, sort: editing.sort, enabled: editing.state === 1 }
        : { src: '', link: '', sort: 0, enabled: true },
    );
  }, [target, editing, form]);

  return (
    <ContentFormModal<Values>
      open={target !== null}
      editing={editing !== null}
      title={editing ? '编辑轮播图' : '发布轮播图'}
      width={560}
      form={form}
      saving={save.isPending}
      save={(v) =>
        save.mutateAsync({
          id: editing?.id,
          body: { src: v.src, link: (v.link ?? '').trim(), sort: v.sort ?? 0, state: v.enabled ? 1 : 0 },
        })
      }
      savedText={editing ? '轮播图已保存' : '轮播图已发布'}
      onClose={onClose}
    >
      <Form.Item
        name="src"
        label="横幅图片"
        extra="建议 750×300 像素（5:2）；会员端按此比例裁切显示。"
        rules={[{ required: true, message: '请上传轮播图图片' }]}
      >
        <SiteImageInput previewWidth={400} previewHeight={160} />
      </Form.Item>
      <Form.Item
        name="link"
        label="跳转页面"
        extra={LINK_HINT}
        rules={[{ required: true, message: SITE_LINK_MSG.required }]}
      >
        <BannerLinkSelect />
      </Form.Item>
    </ContentFormModal>
  );
}
