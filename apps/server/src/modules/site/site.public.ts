import { readStoredSettings } from './settings.service.js';
import { siteContentRepository as content } from './site-content.repository.js';

export type { OrderedTable } from './site-content.repository.js';

/**
 * What the site module (owner of settings, banners and notices) answers other modules. Each
 * function takes the handle first, so a caller inside its transaction reads through it.
 */

/** Site settings read afresh, typed (services use app.services.settings, cached per node). */
export const siteSettings = {
  /** Every setting as stored now through `q`; with `keys`, only those are read (the rest are defaults). */
  read: readStoredSettings,
};

/** The console's view of the home banners and the notices: pages, rows, order and changes. */
export const siteContent = {
  banner: content.banner,
  bannersPage: content.bannersPage,
  insertBanner: content.insertBanner,
  bannerOrder: content.bannerOrder,
  setBannerSort: content.setBannerSort,
  notice: content.notice,
  noticesPage: content.noticesPage,
  insertNotice: content.insertNotice,
  updateItem: content.updateItem,
  deleteItem: content.deleteItem,
};
