import type { UploadedImage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

/** Formats the server takes; it checks the file's content, this only narrows the file picker. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Uploads one image (banner, logo, promo) as multipart and returns its address under
 * /uploads/site/ (the API client sends a FormData body as multipart).
 */
export async function uploadSiteImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await api.post<UploadedImage>('/admin/api/site/images', body)).url;
}
