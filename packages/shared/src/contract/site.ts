import { z } from 'zod';
import { pageNumber } from './input.js';

export interface AppInfo {
  title: string;
  site_logo: string;
  site_state: 0 | 1;
  repair_tips: string;
  redpacket_switch: 0 | 1;
  index_modal: string;
  webcontent: string;
  app_state: 0 | 1;
  ios_download_url: string;
  android_download_url: string;
  promo_image: string;
  promo_link: string;
}

export interface Banner {
  id: number;
  src: string;
  link: string;
}

export interface Announcement {
  id: number;
  title: string;
  content: string;
  created_at: string;
}

export interface Captcha {
  captcha_id: string;
  image: string;
}

export const bannerListBody = z.strictObject({ type: z.coerce.number().int().min(1).max(9).optional() });
export const noticeListBody = z.strictObject({ page: pageNumber.optional() });
