// Site content the back office edits: settings, banners, notices and articles.
import type { Generated } from 'kysely';
import type { Millis } from './millis.js';

export interface SettingsTable {
  key: string;
  value: string;
}

export interface BannersTable {
  id: Generated<number>;
  type: Generated<number>;
  src: string;
  link: Generated<string>;
  sort: Generated<number>;
  state: Generated<number>;
  created_at: Millis;
}

export interface NoticesTable {
  id: Generated<number>;
  kind: 'marquee' | 'announcement';
  title: Generated<string>;
  content: string;
  sort: Generated<number>;
  state: Generated<number>;
  created_at: Millis;
}

export interface ArticlesTable {
  type: number;
  title: string;
  content: string;
  updated_at: Millis;
}
