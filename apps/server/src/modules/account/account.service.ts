import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { AVATAR_MAX_BYTES, PROFILE_MSG, avatarTypeOf, beijingDay, validateProfile } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { players } from '../user/user.public.js';

/**
 * The player's own profile: e-mail, mobile and birthday under the spec's rules, a birthday under 18
 * refused (the real name is bound at registration and changed only by customer service), and the
 * avatar, stored under a random name in the upload folder after its content proves it is a PNG or GIF.
 */
export function createAccountService(deps: { db: Kysely<DB>; clock: Clock; uploadDir: string }) {
  const { db, clock, uploadDir } = deps;
  return {
    async updateProfile(
      userId: number,
      input: { email?: string; mobile?: string; birthday?: string },
    ): Promise<void> {
      const form = {
        email: (input.email ?? '').trim(),
        mobile: (input.mobile ?? '').trim(),
        birthday: (input.birthday ?? '').trim(),
      };
      const invalid = validateProfile(form, beijingDay(clock.now()));
      if (invalid) throw new AppError(invalid);
      // Bound data is changed only through customer service (spec 001 §2): a field with a value stays.
      const current = await players.columns(db, userId, ['email', 'mobile', 'birthday']);
      const changes: Partial<Record<'email' | 'mobile' | 'birthday', string>> = {};
      for (const key of ['email', 'mobile', 'birthday'] as const) {
        if (input[key] === undefined || form[key] === current[key]) continue;
        if (current[key]) throw new AppError(PROFILE_MSG.bound);
        changes[key] = form[key];
      }
      if (Object.keys(changes).length) await players.saveContact(db, userId, changes);
    },

    async saveAvatar(userId: number, file: Buffer): Promise<string> {
      if (file.length === 0) throw new AppError(PROFILE_MSG.avatarMissing);
      if (file.length > AVATAR_MAX_BYTES) throw new AppError(PROFILE_MSG.avatarSize);
      const type = avatarTypeOf(file);
      if (!type) throw new AppError(PROFILE_MSG.avatarType);
      const name = `${userId}-${randomBytes(12).toString('hex')}.${type}`;
      await mkdir(join(uploadDir, 'avatars'), { recursive: true });
      await writeFile(join(uploadDir, 'avatars', name), file, { mode: 0o640 });
      const url = `/uploads/avatars/${name}`;
      await players.setAvatar(db, userId, url);
      return url;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
