import { devRoutes } from '@roomcraft/contracts/dev';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountRoutes } from '@roomcraft/contracts/accounts';
import sharp from 'sharp';
import { serverRoot } from '../src/kernel/paths';
import type { RunningServer } from './bench-support';

/** `name=value; ...` from a fetch response's Set-Cookie headers. */
function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function send(server: RunningServer, path: string, init: RequestInit & { cookie?: string }) {
  const { cookie, ...rest } = init;
  const response = await fetch(`${server.url}${path}`, {
    ...rest,
    headers: {
      origin: server.url,
      ...(typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A signed-in user on a running server, made through the real routes (sign-up, the code from the dev
 * mailbox, verification), with one room and one ideation, so the signed-in reads have something to read.
 */
export async function signedInUser(server: RunningServer): Promise<{ cookie: string; ideationId: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  await send(server, accountRoutes.signUpEmail.path, {
    method: 'POST',
    body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'User' }),
  });
  const mailbox = (await (
    await send(server, `${devRoutes.mailbox.path}?to=${encodeURIComponent(email)}&limit=1`, {})
  ).json()) as { mails: { text: string }[] };
  const otp = mailbox.mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error('no sign-up code in the dev mailbox');
  const verified = await send(server, accountRoutes.verifyEmail.path, {
    method: 'POST',
    body: JSON.stringify({ email, otp }),
  });
  const cookie = cookieOf(verified);

  const photo = await sharp(
    readFileSync(join(serverRoot, 'test/fixtures/images/rooms/living-room_furnished_pxhere-cc0.jpg')),
  )
    .resize(800)
    .jpeg()
    .toBuffer();
  const upload = (await (
    await send(server, '/api/upload-image', {
      method: 'POST',
      cookie,
      body: photo,
      headers: { 'content-type': 'image/jpeg' },
    })
  ).json()) as { storageId: string };
  const room = (await (
    await send(server, '/api/rooms', { method: 'POST', cookie, body: JSON.stringify(upload) })
  ).json()) as { roomImageId: string };
  const ideation = (await (
    await send(server, '/api/ideations', {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        roomImageId: room.roomImageId,
        roomType: 'living-room',
        designStyle: 'scandinavian',
        creativityLevel: 3,
        numberOfIdeas: 1,
      }),
    })
  ).json()) as { ideationRequestId: string };
  const ideationId = ideation.ideationRequestId;
  // The ideation runs in the server's own worker: wait for it, so it does not share the CPU with the load.
  const started = Date.now();
  for (;;) {
    const progress = (await (
      await send(server, `/api/ideations/${ideationId}/progress`, { cookie })
    ).json()) as {
      status: string;
    };
    if (progress.status === 'completed' || progress.status === 'failed') break;
    if (Date.now() - started > 180_000) throw new Error('the bench ideation did not finish within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { cookie, ideationId };
}
