import { CODE, type Envelope } from '@app/shared';
import type { UploadedImage } from '@app/shared/admin-contract';
import { ApiError, NetworkError } from '../../../lib/errors';
import { getToken } from '../../../lib/session';

/** Formats the server takes; it checks the file's content, this only narrows the file picker. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Uploads one image (banner, logo, promo) as multipart and returns its address under
 * /uploads/site/. The JSON api client cannot send a file, so this call is made here.
 */
export async function uploadSiteImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/admin/api/site/images', {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
    });
  } catch {
    throw new NetworkError();
  }
  let envelope: Envelope<UploadedImage | null>;
  try {
    envelope = (await response.json()) as Envelope<UploadedImage | null>;
  } catch {
    throw new NetworkError('服务器无响应，请稍后再试');
  }
  if (envelope.code !== CODE.ok || !envelope.data)
    throw new ApiError(envelope.code, envelope.message || '图片上传失败，请稍后再试');
  return envelope.data.url;
}
