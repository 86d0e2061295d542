import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { createBannersAdmin, type Actor } from './banners.service.js';
import { createNoticesAdmin } from './notices.service.js';
import { createSiteImages } from './site-images.js';
import { createSiteSettingsAdmin } from './site-settings.service.js';

/** The back office's site content: banners, notices, the welcome modal, site settings and images. */
export function createSiteAdminService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  audit: AuditService;
  uploadDir: string;
  activityShown: (id: number) => Promise<boolean>;
}) {
  const { db, clock, settings, audit } = deps;
  const images = createSiteImages(deps.uploadDir);
  return {
    images: {
      ...images,
      async upload(actor: Actor, file: Buffer): Promise<string> {
        const saved = await images.save(file);
        await audit.record({
          ...actor,
          action: 'site.image.upload',
          target: { type: 'image', id: saved.url },
          detail: { type: saved.type, bytes: saved.bytes },
        });
        return saved.url;
      },
    },
    banners: createBannersAdmin({ db, clock, audit, images, activityShown: deps.activityShown }),
    notices: createNoticesAdmin({ db, clock, audit }),
    settings: createSiteSettingsAdmin({ db, settings, audit }),
  };
}

export type SiteAdminService = ReturnType<typeof createSiteAdminService>;
