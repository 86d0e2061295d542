import { useEffect, useRef, useState } from 'react';
import { DotLoading, Toast } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import type { UserInfo } from '@app/shared';
import { AvatarImage } from '../../../components/avatar-image';
import { CrownIcon } from '../../../components/crown-icon';
import { isOk } from '../../../lib/api-client';
import { assetUrl } from '../../../lib/asset-url';
import { toastError } from '../../../lib/toast-error';
import { useUploadAvatar } from '../api/post-upload-avatar';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file';
import styles from './avatar-header.module.css';

/** Avatar (tap to upload a PNG or GIF), username and VIP level (spec 001 §2, /account). */
export function AvatarHeader({ user }: { user: UserInfo | undefined }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  // The chosen picture, shown while it uploads.
  const [preview, setPreview] = useState<string | null>(null);
  const [brokenBadge, setBrokenBadge] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file may be chosen again
    if (!file) return;
    const problem = await avatarFileProblem(file);
    if (problem) {
      Toast.show({ icon: 'fail', content: problem });
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      const answer = await upload.mutateAsync(file);
      if (isOk(answer)) Toast.show({ icon: 'success', content: answer.message });
      else Toast.show({ icon: 'fail', content: answer.message });
    } catch (error) {
      toastError(error);
    } finally {
      setPreview(null);
    }
  };

  const level = user?.current_vip || 'VIP0';
  // The level badge image /mine shows (vipname); the text pill when there is none or it fails.
  const badge = user?.vipname && brokenBadge !== user.vipname ? user.vipname : null;
  return (
    <section className={styles.header}>
      <button
        type="button"
        className={styles.avatar}
        aria-label="更换头像"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <AvatarImage className={styles.image} src={preview ?? user?.avatar} alt="头像" />
        {upload.isPending ? (
          <span className={styles.uploading}>
            <DotLoading color="white" />
          </span>
        ) : (
          <span className={styles.camera}>
            <CameraOutline />
          </span>
        )}
      </button>
      <input
        ref={input}
        className={styles.file}
        type="file"
        name="avatar"
        accept={AVATAR_ACCEPT}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <div className={styles.who}>
        <div className={styles.name}>{user?.username ?? '—'}</div>
        {badge ? (
          <img
            className={styles.vipBadge}
            src={assetUrl(badge)}
            alt={level}
            onError={() => setBrokenBadge(badge)}
          />
        ) : (
          <span className={styles.vip}>
            <CrownIcon />
            {level}
          </span>
        )}
        <div className={styles.hint}>点击头像更换，仅支持gif或png格式</div>
      </div>
    </section>
  );
}
