import { randomBytes } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageTypeOf } from '@app/shared';
import { AppError } from '../../lib/app-error.js';

/** Banners, the logo and the promo image: raster images up to 2 MB, judged by their content. */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SITE_IMAGE_PREFIX = '/uploads/site/';
export const SITE_IMAGE_NAME = /^([0-9a-f]{24})\.(png|gif|jpg|webp)$/;

export const IMAGE_MSG = {
  missing: '请选择要上传的图片',
  type: '图片仅支持 PNG、JPG、GIF 或 WebP 格式',
  size: '图片不能超过2MB',
} as const;

export const CONTENT_TYPE: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Stored under a random name in UPLOAD_DIR/site; the name is the only thing the client gets back. */
export function createSiteImages(uploadDir: string) {
  const folder = join(uploadDir, 'site');
  return {
    async save(file: Buffer): Promise<{ url: string; type: string; bytes: number }> {
      if (file.length === 0) throw new AppError(IMAGE_MSG.missing);
      if (file.length > SITE_IMAGE_MAX_BYTES) throw new AppError(IMAGE_MSG.size);
      const type = imageTypeOf(file);
      if (!type) throw new AppError(IMAGE_MSG.type);
      const name = `${randomBytes(12).toString('hex')}.${type}`;
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), file, { mode: 0o640 });
      return { url: `${SITE_IMAGE_PREFIX}${name}`, type, bytes: file.length };
    },

    /** The file behind an uploaded image's address, or null for any other address. */
    pathOf(url: string): string | null {
      if (!url.startsWith(SITE_IMAGE_PREFIX)) return null;
      const name = url.slice(SITE_IMAGE_PREFIX.length);
      return SITE_IMAGE_NAME.test(name) ? join(folder, name) : null;
    },

    /** Whether `url` names an image uploaded here that still exists. */
    async exists(url: string): Promise<boolean> {
      const path = this.pathOf(url);
      if (!path) return false;
      try {
        await access(path);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type SiteImages = ReturnType<typeof createSiteImages>;
