import { z } from 'zod';

/**
 * Linked accounts (关联账户): what two players share. Every kind but `ip_prefix` (the same /24 or
 * /48, which a whole office or mobile carrier may share) is a strong link: one person.
 */
export const LINK_KINDS = ['device', 'ip', 'ip_prefix', 'card', 'address', 'name_phone', 'email'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const LINK_KIND_LABEL: Record<LinkKind, string> = {
  device: '设备',
  ip: 'IP',
  ip_prefix: 'IP段',
  card: '银行卡',
  address: '钱包地址',
  name_phone: '姓名+手机',
  email: '邮箱',
};

/** The kinds that make two accounts one person (the weak `ip_prefix` alone does not). */
export const STRONG_LINK_KINDS: readonly LinkKind[] = LINK_KINDS.filter((k) => k !== 'ip_prefix');

/** One linked player; `last_seen` is their latest recorded event (Beijing time), null if none. */
export const linkedAccount = z.object({
  id: z.number(),
  username: z.string(),
  matched: z.array(z.enum(LINK_KINDS)),
  last_seen: z.string().nullable(),
});
export type LinkedAccount = z.infer<typeof linkedAccount>;

/** At most this many linked players are answered (the strongest and most recent first). */
export const LINKED_ACCOUNTS_CAP = 200;

/** 关联规则: how long a shared IP address (or its /24) links two players, in days (1–365). */
export const linkSettingsBody = z.strictObject({ risk_link_ip_window_days: z.string().max(3) });
export type LinkSettings = z.infer<typeof linkSettingsBody>;
export const linkSettings = linkSettingsBody.strip();
