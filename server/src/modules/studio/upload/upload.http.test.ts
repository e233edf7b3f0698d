import { errorCodes } from '@roomcraft/contracts';
import { studioMessages, uploadErrorCodes, type UploadResponse } from '@roomcraft/contracts/studio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createActivityRepository } from '../../accounts';
import { createAccountsTestApp, signUpAndVerify } from '../../accounts/accounts.test-support';
import { fetchSigned, roomPhoto, uploadImage } from '../studio.test-support';

describe('POST /api/upload-image', () => {
  let testApp: TestApp;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    ({ cookie, userId } = await signUpAndVerify(testApp));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const upload = (body: Buffer, contentType = 'application/octet-stream') =>
    uploadImage(testApp, { body, cookie, contentType });

  it('stores a real JPEG photo in its format with a 480 px WebP thumbnail and signed URLs', async () => {
    const photo = roomPhoto();
    const { width, height } = await sharp(photo).metadata();
    const answer = await upload(photo, 'image/jpeg');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as UploadResponse;
    expect(body).toMatchObject({ mediaType: 'image/jpeg', width, height, scaledDownFrom: null });
    expect(body.storageId).toMatch(/^[a-f0-9]{64}\.jpg$/);
    expect(body.url).toMatch(/^\/files\/[a-f0-9]{64}\.jpg\?expires=\d+&sig=/);

    const stored = await fetchSigned(testApp, body.url);
    expect(stored.statusCode).toBe(200);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width, height });
    const thumbnail = await sharp((await fetchSigned(testApp, body.thumbnailUrl)).rawPayload).metadata();
    expect(thumbnail.format).toBe('webp');
    expect(Math.max(thumbnail.width, thumbnail.height)).toBe(480);

    // Admins see the upload in the user's activity log (docs/spec §7).
    const { logs } = await createActivityRepository({ db: testApp.deps.database.db }).listForUser({ userId });
    expect(logs.find((log) => log.action === 'image_upload')?.metadata).toMatchObject({
      storageId: body.storageId,
    });
  });

  it('accepts PNG and WebP by their content, whatever the Content-Type says', async () => {
    const png = await sharp(roomPhoto()).png().toBuffer();
    const pngAnswer = await upload(png, 'text/plain');
    expect(pngAnswer.statusCode).toBe(200);
    expect(pngAnswer.json()).toMatchObject({ mediaType: 'image/png' });
    expect((await fetchSigned(testApp, pngAnswer.json().url)).headers['content-type']).toBe('image/png');

    const webp = await sharp(roomPhoto()).webp().toBuffer();
    const webpAnswer = await upload(webp, 'image/jpeg');
    expect(webpAnswer.statusCode).toBe(200);
    expect(webpAnswer.json()).toMatchObject({ mediaType: 'image/webp' });
  });

  it('refuses a text file renamed to .jpg, a PDF and a GIF by their content, with the spec message', async () => {
    const refusals = [
      Buffer.from('room.jpg is really a text file pretending to be a picture'),
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
    ];
    for (const body of refusals) {
      const answer = await upload(body, 'image/jpeg');
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({
        error: {
          code: uploadErrorCodes.unsupportedFormat,
          message: 'Please use JPEG, PNG, or WebP images only.',
        },
      });
    }
  });

  it('answers 400, never 500, for a truncated JPEG and for an empty body', async () => {
    const photo = roomPhoto();
    const truncated = await upload(photo.subarray(0, Math.floor(photo.length / 3)), 'image/jpeg');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error.code).toBe(uploadErrorCodes.unreadable);

    const empty = await upload(Buffer.alloc(0), 'image/jpeg');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe(uploadErrorCodes.empty);
  });

  it('refuses files over 7 MB with 413 and the size in the message, before reading a 40 MB body', async () => {
    const justOver = await upload(Buffer.alloc(7_340_033, 0xff), 'image/jpeg');
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json().error).toMatchObject({
      code: uploadErrorCodes.tooLarge,
      message: studioMessages.fileTooLarge.description(7_340_033),
    });

    const huge = await upload(Buffer.alloc(40 * 1024 * 1024, 0xff), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('Image must be less than 7MB. Current size: 40.00 MB');
  });

  it('applies the EXIF orientation and strips every piece of metadata', async () => {
    // A 300x200 photo stored sideways with orientation 6 ("rotate 90° clockwise to view") and a GPS-ish tag.
    const sideways = await sharp(roomPhoto())
      .resize(300, 200, { fit: 'fill' })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Someone', Copyright: 'secret location' } })
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ orientation: 6, width: 300, height: 200 });

    const answer = await upload(sideways, 'image/jpeg');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ width: 200, height: 300 });
    const stored = await sharp((await fetchSigned(testApp, answer.json().url)).rawPayload).metadata();
    expect(stored).toMatchObject({ width: 200, height: 300 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
  });

  it('scales an image over 4096 px down to 4096 on its long side and says how large it was', async () => {
    const large = await sharp(roomPhoto()).resize(5000, 3000, { fit: 'fill' }).jpeg().toBuffer();
    const answer = await upload(large, 'image/jpeg');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      width: 4096,
      height: 2458,
      scaledDownFrom: { width: 5000, height: 3000 },
    });
    const stored = await sharp((await fetchSigned(testApp, answer.json().url)).rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 4096, height: 2458 });
  });

  it('is for signed-in users only', async () => {
    const answer = await uploadImage(testApp, { body: roomPhoto(), contentType: 'image/jpeg' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe(errorCodes.unauthorized);
  });
});
