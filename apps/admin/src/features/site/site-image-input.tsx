import { useState } from 'react';
import { App, Button, Image, Input, Space, Typography, Upload } from 'antd';
import { errorText } from '../../lib/errors';
import { IMAGE_ACCEPT, uploadSiteImage } from './api/upload-image';
import styles from './site.module.css';

interface Props {
  value?: string;
  onChange?: (url: string) => void;
  /** Also lets the operator type an address (site path or http(s)); banners take uploads only. */
  editable?: boolean;
  /** The preview's box, to match where players see the image. */
  previewWidth?: number;
  previewHeight?: number;
  /** cover crops like the carousel does; contain shows a logo whole. */
  fit?: 'cover' | 'contain';
  id?: string;
}

/**
 * An image field: a preview, an upload button (checked by content on the server) and optionally the
 * address.
 */
export function SiteImageInput({
  value = '',
  onChange,
  editable,
  previewWidth = 240,
  previewHeight = 96,
  fit = 'cover',
  id,
}: Props) {
  const [uploading, setUploading] = useState(false);
  const { message } = App.useApp();
  const showable = /^(\/(?!\/)|https?:\/\/)/.test(value);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(await uploadSiteImage(file));
      message.success('图片已上传');
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <div className={styles.imageBox} style={{ width: previewWidth, height: previewHeight }}>
        {showable ? (
          <Image
            src={value}
            alt="图片预览"
            width={previewWidth}
            height={previewHeight}
            className={fit === 'contain' ? styles.imageContain : styles.image}
          />
        ) : (
          <Typography.Text type="secondary">暂无图片</Typography.Text>
        )}
      </div>
      <Space wrap>
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button loading={uploading}>{value ? '更换图片' : '上传图片'}</Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          PNG、JPG、GIF 或 WebP，不超过 2MB
        </Typography.Text>
      </Space>
      {editable && (
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder="/img/logo.svg 或 https://..."
          maxLength={255}
        />
      )}
    </Space>
  );
}
