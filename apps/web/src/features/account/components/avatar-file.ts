import { AVATAR_MAX_BYTES, PROFILE_MSG, avatarTypeOf } from '@app/shared';

export const AVATAR_ACCEPT = 'image/png,image/gif';

/** Why this file cannot be the avatar (spec 001 §5: gif or png only), or null. */
export async function avatarFileProblem(file: File): Promise<string | null> {
  if (file.size === 0) return PROFILE_MSG.avatarMissing;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!avatarTypeOf(head)) return PROFILE_MSG.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_MSG.avatarSize;
  return null;
}
