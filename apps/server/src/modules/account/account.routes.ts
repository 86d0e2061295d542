import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, PROFILE_MSG, updateUserInfoBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import { readUpload } from '../../lib/upload.js';
import type { AccountService } from './account.service.js';

export function accountRoutes(account: AccountService, uploadDir: string) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['account'];
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

    r.post(
      '/api/updateuserinfo',
      { onRequest: app.authenticate, schema: { tags, body: updateUserInfoBody } },
      async (request) => {
        await account.updateProfile(request.userId, request.body);
        return ok(null, PROFILE_MSG.saved);
      },
    );

    app.post('/api/uploadimg', { onRequest: app.authenticate, schema: { tags } }, async (request) => {
      const buffer = await readUpload(request, {
        missing: PROFILE_MSG.avatarMissing,
        tooLarge: PROFILE_MSG.avatarSize,
      });
      const url = await account.saveAvatar(request.userId, buffer);
      return ok({ url }, PROFILE_MSG.avatarSaved);
    });

    // Avatars are served with the type their content was checked for, never sniffed, never HTML.
    app.get<{ Params: { name: string } }>(
      '/uploads/avatars/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const m = /^(\d+-[0-9a-f]{24})\.(png|gif)$/.exec(request.params.name);
        if (!m) return reply.status(404).send({ code: 404, message: '文件不存在', data: null });
        const path = join(uploadDir, 'avatars', request.params.name);
        try {
          await stat(path);
        } catch {
          return reply.status(404).send({ code: 404, message: '文件不存在', data: null });
        }
        return reply
          .type(m[2] === 'png' ? 'image/png' : 'image/gif')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(createReadStream(path));
      },
    );
  };
}
