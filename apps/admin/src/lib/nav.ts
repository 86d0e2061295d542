import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from './permissions';

export interface NavItem {
  path: string;
  label: string;
  /** Who may open it (null: every operator). The server checks again on every call. */
  permission: Permission | null;
  page: LazyExoticComponent<ComponentType>;
  /** Screens reached from another one (the activity editor) stay out of the menu. */
  hidden?: boolean;
  /** The menu entry lit while a hidden screen is open. */
  menuKey?: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** One console screen, loaded on first visit so the login screen stays small. */
export function screen(
  path: string,
  label: string,
  permission: Permission | null,
  load: () => Promise<ComponentType>,
  options: Pick<NavItem, 'hidden' | 'menuKey'> = {},
): NavItem {
  return { path, label, permission, page: lazy(async () => ({ default: await load() })), ...options };
}
