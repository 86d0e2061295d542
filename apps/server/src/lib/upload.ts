import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The one file of a multipart upload, read whole. A body that is not multipart, a multipart body
 * the parser cannot read (no boundary, cut short) or no file at all answers `missing`; a file over
 * the route's size limit answers `tooLarge`.
 */
export async function readUpload(
  request: FastifyRequest,
  messages: { missing: string; tooLarge: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(messages.missing);
  let file;
  try {
    file = await request.file();
  } catch {
    throw new AppError(messages.missing);
  }
  if (!file) throw new AppError(messages.missing);
  try {
    return await file.toBuffer();
  } catch {
    throw new AppError(messages.tooLarge);
  }
}
