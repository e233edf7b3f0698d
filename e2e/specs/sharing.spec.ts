import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify, uniqueEmail } from '../support/accounts';

// A real photo (CC0, see fixtures/CREDITS.md). Reviewer accounts (DEV_ROLE_GRANTS in the config) get every
// plan feature, so sharing and projects are open without a checkout.
const roomPhoto = fileURLToPath(new URL('../fixtures/living-room_furnished_pxhere-cc0.jpg', import.meta.url));
const reviewerEmail = () => `share-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@reviewer.e2e.test`;

/** Uploads the photo and makes one idea through the API; returns the generated design's room image id. */
async function makeDesign(page: Page): Promise<string> {
  const upload = await page.request.post('/api/upload-image', {
    data: await readFile(roomPhoto),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { storageId } = (await upload.json()) as { storageId: string };
  const room = await page.request.post('/api/rooms', { data: { storageId, title: 'Living room' } });
  const { roomImageId } = (await room.json()) as { roomImageId: string };
  const started = await page.request.post('/api/ideations', {
    data: {
      roomImageId,
      numberOfIdeas: 1,
      roomType: 'living-room',
      designStyle: 'scandinavian',
      creativityLevel: 2,
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { ideationRequestId } = (await started.json()) as { ideationRequestId: string };
  let designId: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/ideations/${ideationRequestId}/ideas`);
        const { ideas } = (await response.json()) as {
          ideas: { status: string; roomImageId: string | null }[];
        };
        designId = ideas[0]?.status === 'completed' ? ideas[0].roomImageId : null;
        return designId;
      },
      { timeout: 45_000 },
    )
    .toBeTruthy();
  return designId as unknown as string;
}

test('share a design, open it signed out with the compare slider, revoke it; put the design in a project', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.addLocatorHandler(page.getByRole('dialog', { name: /credits? left/ }), async (modal) => {
    await modal.getByRole('button', { name: 'Maybe later' }).click();
  });
  await signUpAndVerify(page, { email: reviewerEmail() });
  const designId = await makeDesign(page);

  await page.goto(`/design/${designId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this design' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/share\/[A-Za-z0-9_-]{24}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A fresh browser context: no session cookie.
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const guest = await visitor.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.getByTestId('comparison-slider')).toBeVisible();
  await expect(guest.getByText('Made with Roomcraft')).toBeVisible();
  await guest.screenshot({ path: `/tmp/share-public-${testInfo.project.name}.png`, fullPage: true });

  // The owner sees the view and revokes the link.
  await page.goto('/shared-rooms');
  await expect(page.getByText('1 view')).toBeVisible();
  await page.screenshot({ path: `/tmp/share-rooms-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: /^Revoke link to/ }).click();
  await expect(page.getByText('Share link revoked')).toBeVisible();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();

  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'This link was revoked' })).toBeVisible();
  await expect(guest.getByTestId('comparison-slider')).toHaveCount(0);
  await visitor.close();

  // Projects: create one, add the design from its page, see it on the board.
  await page.goto('/projects');
  await page.getByLabel('New project').fill('Oak Street flat');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oak Street flat' })).toBeVisible();
  await page.goto(`/design/${designId}`);
  await page.getByRole('button', { name: 'Add to project' }).click();
  await page.getByRole('menuitem', { name: 'Oak Street flat' }).click();
  await expect(page.getByText('Added to Oak Street flat')).toBeVisible();
  await page.goto('/projects');
  await page.getByRole('link', { name: /Oak Street flat/ }).click();
  await expect(page.getByTestId('project-item')).toHaveCount(1);
  await page.screenshot({ path: `/tmp/share-project-${testInfo.project.name}.png`, fullPage: true });

  // Share the project as a board, then invite a second person as viewer: they see it read-only.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const projectDialog = page.getByRole('dialog', { name: 'Share this project' });
  await projectDialog.getByRole('button', { name: 'Create link' }).click();
  const boardLink = await projectDialog.getByLabel('Share link').inputValue();
  expect(boardLink).toMatch(/\/share\/project\/[A-Za-z0-9_-]{24}$/);
  await projectDialog.getByRole('button', { name: 'Done' }).click();

  const invitee = uniqueEmail('invitee');
  await page.getByLabel('Invite by email').fill(invitee);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Client loves the sofa');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText('Client loves the sofa')).toBeVisible();
  await page.screenshot({ path: `/tmp/share-project-owner-${testInfo.project.name}.png`, fullPage: true });

  const second = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const member = await second.newPage();
  await member.goto(boardLink);
  await expect(member.getByText('Shared project')).toBeVisible();
  await expect(member.getByRole('heading', { level: 1, name: 'Oak Street flat' })).toBeVisible();
  await member.screenshot({ path: `/tmp/share-board-${testInfo.project.name}.png`, fullPage: true });
  await signUpAndVerify(member, { email: invitee });
  await member.goto('/shared-rooms');
  await member.getByRole('link', { name: /Oak Street flat/ }).click();
  await expect(member.getByText(/View only/)).toBeVisible();
  await expect(member.getByTestId('project-item')).toHaveCount(1);
  await expect(member.getByRole('button', { name: 'Add designs' })).toHaveCount(0);
  await expect(member.getByText('Client loves the sofa')).toBeVisible();
  await member.screenshot({ path: `/tmp/share-member-${testInfo.project.name}.png`, fullPage: true });
  await second.close();
});
