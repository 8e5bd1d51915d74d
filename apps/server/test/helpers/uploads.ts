import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer, multipart } from './test-app.ts';

/** What POST /api/upload/cloud-image answers for an image. */
export type UploadedImage = { url: string; variants: { width: number; url: string }[] };

/** Uploads a PNG of one colour, made by sharp, through POST /api/upload/cloud-image as the
 * signed-in `token`; expects a 200 and answers the stored image (`url`: its widest width). */
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  image: { width: number; height: number; background: string },
): Promise<UploadedImage> {
  const { width, height, background } = image;
  const form = multipart({}, [
    {
      name: 'image',
      filename: 'image.png',
      type: 'image/png',
      data: await sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload/cloud-image',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as UploadedImage;
}
