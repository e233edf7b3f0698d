import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createDesignEngine, type DesignEngine } from '../../../engine';
import { decodeForOutputOnce } from '../../../engine/image/raster';
import { perceiveRoom } from '../../../engine/local/perceive';
import { createAccountsTestApp, signUpAndVerify } from '../../accounts/accounts.test-support';
import { readStoredImage, toWorkingImage } from '../ideation/ideation-render';
import { createRoomFromPhoto, roomPhoto } from '../studio.test-support';

/** Whether the engine's look at this photo is already done (its cached promise settles first). */
async function alreadyPerceived(bytes: Buffer): Promise<boolean> {
  const image = await decodeForOutputOnce(bytes, 'auto');
  const seen = perceiveRoom(image, { exterior: false, masks: true }).then(() => true);
  return Promise.race([seen, Promise.resolve().then(() => false)]);
}

describe('a new room photo is looked at before the ideation starts', () => {
  let testApp: TestApp;
  const warmUps: Array<Promise<void>> = [];
  const images: Uint8Array[] = [];
  beforeAll(async () => {
    const real = createDesignEngine();
    // The real engine, with its warm-ups recorded so the test can wait for them.
    const engine: DesignEngine = {
      ...real,
      warmUp: (input) => {
        images.push(input.image);
        const running = real.warmUp!(input);
        warmUps.push(running);
        return running;
      },
    };
    testApp = await createAccountsTestApp({ engine, env: { ENGINE_WARM_UP: 'on' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("perceives the room's working image as soon as the room is made, as the ideation will read it", async () => {
    const owner = await signUpAndVerify(testApp);
    // The full-size photo: the ideation job scales it to its working size first, and so must this.
    const { storageId } = await createRoomFromPhoto(testApp, { cookie: owner.cookie, photo: roomPhoto() });
    // Started after the answer (reading and scaling the stored photo first).
    await vi.waitFor(() => expect(warmUps).toHaveLength(1), { timeout: 10_000 });
    await warmUps[0];
    const working = await toWorkingImage(await readStoredImage(testApp.deps.storage, storageId));
    expect(Buffer.from(images[0]!).equals(working)).toBe(true);
    expect(await alreadyPerceived(working)).toBe(true);
    // A photo nobody made a room of is not (the check itself can tell).
    expect(await alreadyPerceived(await sharp(working).flop().jpeg().toBuffer())).toBe(false);
  });
});
