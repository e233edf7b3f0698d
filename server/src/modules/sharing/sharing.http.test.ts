import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pathOf } from '@roomcraft/contracts/api-routes';
import { planFeatures } from '@roomcraft/contracts/billing';
import {
  sharingErrorCodes,
  sharingLimits,
  sharingRoutes,
  type Project,
  type ProjectListResponse,
  type PublicShare,
  type Share,
  type ShareListResponse,
} from '@roomcraft/contracts/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';
import { createActivityRepository } from '../accounts';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import { createBillingRepository } from '../billing';
import { createCostEstimationRepository } from '../cost-estimation';
import { createFloorPlansRepository } from '../floor-plans';
import { createIdeasRepository, createIdeationRepository, createRoomImagesRepository } from '../studio';
import { createRoomFromPhoto } from '../studio/studio.test-support';
import { createEmailRepository } from '../../providers/email/email.repository';
import { createProject, reorderProjectItems, updateProject } from './projects.usecases';
import { createSharingRepository } from './sharing.repository';
import { shareLinks } from './sharing.table';
import { createShare } from './shares.usecases';

type Account = { cookie: string; userId: string; email: string };

/** Share links and projects over HTTP (issue 15, ADR 022). */
describe('sharing and projects', () => {
  let testApp: TestApp;
  let pro: Account;
  let other: Account;
  let free: Account;
  const webDist = mkdtempSync(join(tmpdir(), 'roomcraft-share-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Roomcraft</title></head><body><div id="root"></div></body></html>',
  );

  const givePlan = async (userId: string, planType: 'professional' | 'business') => {
    await createBillingRepository({ db: testApp.deps.database.db }).ensureSubscription({
      userId,
      tierId: planType,
      tierName: planType,
      planType,
      period: 'monthly',
      price: 14900,
      credits: 200,
      status: 'active',
      providerSubscriptionId: `sub_test_${userId}`,
    });
  };

  beforeAll(async () => {
    testApp = await createAccountsTestApp({ env: { WEB_DIST_DIR: webDist } });
    pro = await signUpAndVerify(testApp);
    other = await signUpAndVerify(testApp);
    free = await signUpAndVerify(testApp);
    await givePlan(pro.userId, 'professional');
    await givePlan(other.userId, 'professional');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: Record<string, unknown>,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  const shareRoom = async (account: Account, extra: Record<string, unknown> = {}) => {
    const { roomImageId } = await createRoomFromPhoto(testApp, {
      cookie: account.cookie,
      title: 'Sunny lounge',
    });
    const response = await call('POST', sharingRoutes.createShare.path, account.cookie, {
      kind: 'design',
      roomImageId,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { roomImageId, share: response.json() as Share };
  };

  const expectNothingPrivate = (text: string, account: Account, keys: string[]) => {
    expect(text).not.toContain(account.email);
    expect(text).not.toContain(account.userId);
    expect(text).not.toContain('/files/');
    for (const key of keys) expect(text).not.toContain(key);
  };

  it('shares a design: an unguessable token, a public page without private data, images by token, views', async () => {
    const { roomImageId, share } = await shareRoom(pro);
    expect(share.shareId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(share).toMatchObject({ kind: 'design', status: 'active', viewCount: 0, expiresAt: null });
    expect(share.path).toBe(`/share/${share.shareId}`);

    const publicRead = await call('GET', pathOf(sharingRoutes.publicShare, { token: share.shareId }));
    expect(publicRead.statusCode).toBe(200);
    const body = publicRead.json() as PublicShare;
    expect(body.title).toBe('Sunny lounge');
    expect(body.designs).toHaveLength(1);
    expect(body.designs[0]!.beforeImageUrl).toBe(
      pathOf(sharingRoutes.publicShareImage, { token: share.shareId, n: '0' }),
    );
    const [row] = await testApp.deps.database.db.select().from(shareLinks).where(eq(shareLinks.id, share.id));
    const keys = row!.designs.flatMap((design) => [design.beforeKey, design.afterKey ?? '']).filter(Boolean);
    expectNothingPrivate(publicRead.body, pro, [...keys, roomImageId]);

    const image = await call('GET', body.designs[0]!.beforeImageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['cache-control']).toContain('no-store');
    expect(
      (await call('GET', pathOf(sharingRoutes.publicShareImage, { token: share.shareId, n: '7' })))
        .statusCode,
    ).toBe(404);

    expect(
      (await call('POST', pathOf(sharingRoutes.recordShareView, { token: share.shareId }))).statusCode,
    ).toBe(204);
    const list = (await call('GET', sharingRoutes.listShares.path, pro.cookie)).json() as ShareListResponse;
    expect(list.shares.find((entry) => entry.id === share.id)?.viewCount).toBe(1);
    expect(list.maxShareLinks).toBe(planFeatures.professional.maxShareLinks);

    const activity = await createActivityRepository({ db: testApp.deps.database.db }).listForUser({
      userId: pro.userId,
    });
    expect(JSON.stringify(activity)).toContain('share_create');
  });

  it('limits public reads per address: over the limit a visitor gets 429 with Retry-After', async () => {
    const { share } = await shareRoom(pro);
    const read = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'GET',
        url: pathOf(sharingRoutes.publicShare, { token: share.shareId }),
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let index = 0; index < sharingLimits.publicRateLimitMax; index += 1) {
      statuses.push((await read('10.77.0.1')).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await read('10.77.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another visitor is not held back by the first one.
    expect((await read('10.77.0.2')).statusCode).toBe(200);
  });

  it('serves Open Graph tags on the HTML of /share/<token>, and nothing private', async () => {
    const { roomImageId, share } = await shareRoom(pro);
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/share/${share.shareId}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Sunny lounge">');
    expect(page.body).toContain(
      `<meta property="og:image" content="http://localhost:3000${pathOf(sharingRoutes.publicShareImage, { token: share.shareId, n: '0' })}">`,
    );
    expectNothingPrivate(page.body, pro, [roomImageId]);

    await call('DELETE', pathOf(sharingRoutes.revokeShare, { id: share.id }), pro.cookie);
    const revoked = await testApp.app.inject({
      method: 'GET',
      url: `/share/${share.shareId}`,
      headers: { accept: 'text/html' },
    });
    expect(revoked.body).not.toContain('og:title');
  });

  it('revoking works at once: the page and its images answer 410 with the revoked wording', async () => {
    const { share } = await shareRoom(pro);
    const revoked = await call('DELETE', pathOf(sharingRoutes.revokeShare, { id: share.id }), pro.cookie);
    expect(revoked.statusCode).toBe(200);
    expect((revoked.json() as Share).status).toBe('revoked');
    const read = await call('GET', pathOf(sharingRoutes.publicShare, { token: share.shareId }));
    expect(read.statusCode).toBe(410);
    expect(read.json()).toMatchObject({ error: { code: sharingErrorCodes.revoked } });
    expect(
      (await call('GET', pathOf(sharingRoutes.publicShareImage, { token: share.shareId, n: '0' })))
        .statusCode,
    ).toBe(410);
    expect(
      (await call('POST', pathOf(sharingRoutes.recordShareView, { token: share.shareId }))).statusCode,
    ).toBe(410);
  });

  it('an expired link answers 410 with the expired wording; unknown and malformed tokens 404', async () => {
    const { share } = await shareRoom(pro, { expiresInDays: 7 });
    expect(share.expiresAt).not.toBeNull();
    expect((await call('GET', pathOf(sharingRoutes.publicShare, { token: share.shareId }))).statusCode).toBe(
      200,
    );
    await testApp.deps.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, share.id));
    const read = await call('GET', pathOf(sharingRoutes.publicShare, { token: share.shareId }));
    expect(read.statusCode).toBe(410);
    expect(read.json()).toMatchObject({ error: { code: sharingErrorCodes.expired } });
    expect(
      (await call('GET', pathOf(sharingRoutes.publicShareImage, { token: share.shareId, n: '0' })))
        .statusCode,
    ).toBe(410);

    for (const token of ['A'.repeat(24), 'short', '../../etc/passwd']) {
      const unknown = await call('GET', pathOf(sharingRoutes.publicShare, { token }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: { code: sharingErrorCodes.notFound } });
    }
  });

  it('another user gets 404 for every id of mine', async () => {
    const { roomImageId, share } = await shareRoom(pro);
    const created = await call('POST', sharingRoutes.createProject.path, pro.cookie, { name: 'Client A' });
    const { projectId } = created.json() as { projectId: string };
    await call('POST', pathOf(sharingRoutes.addProjectItem, { id: projectId }), pro.cookie, {
      kind: 'room_image',
      itemId: roomImageId,
    });
    const project = (
      await call('GET', pathOf(sharingRoutes.project, { id: projectId }), pro.cookie)
    ).json() as Project;
    const itemId = project.items[0]!.id;
    const own = (
      await call('POST', sharingRoutes.createProject.path, other.cookie, { name: 'Mine' })
    ).json() as {
      projectId: string;
    };

    const attempts = [
      call('DELETE', pathOf(sharingRoutes.revokeShare, { id: share.id }), other.cookie),
      call('POST', sharingRoutes.createShare.path, other.cookie, { kind: 'design', roomImageId }),
      call('POST', sharingRoutes.createShare.path, other.cookie, { kind: 'project', projectId }),
      call('GET', pathOf(sharingRoutes.project, { id: projectId }), other.cookie),
      call('PATCH', pathOf(sharingRoutes.updateProject, { id: projectId }), other.cookie, { name: 'Taken' }),
      call('DELETE', pathOf(sharingRoutes.deleteProject, { id: projectId }), other.cookie),
      call('POST', pathOf(sharingRoutes.addProjectItem, { id: projectId }), other.cookie, {
        kind: 'room_image',
        itemId: roomImageId,
      }),
      call('POST', pathOf(sharingRoutes.addProjectItem, { id: own.projectId }), other.cookie, {
        kind: 'room_image',
        itemId: roomImageId,
      }),
      call('DELETE', pathOf(sharingRoutes.removeProjectItem, { id: projectId, itemId }), other.cookie),
      call('PUT', pathOf(sharingRoutes.reorderProjectItems, { id: projectId }), other.cookie, {
        itemIds: [itemId],
      }),
      call('POST', pathOf(sharingRoutes.moveProjectItem, { itemId }), other.cookie, {
        projectId: own.projectId,
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    const list = (await call('GET', sharingRoutes.listShares.path, other.cookie)).json() as ShareListResponse;
    expect(list.shares.map((entry) => entry.id)).not.toContain(share.id);
    expect((await call('GET', pathOf(sharingRoutes.publicShare, { token: share.shareId }))).statusCode).toBe(
      200,
    );
  });

  it('gates sharing and projects by plan, with the limits of maxShareLinks and maxProjectCount', async () => {
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: free.cookie });
    const denied = await call('POST', sharingRoutes.createShare.path, free.cookie, {
      kind: 'design',
      roomImageId,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: { code: sharingErrorCodes.sharingNotInPlan } });
    const noProject = await call('POST', sharingRoutes.createProject.path, free.cookie, { name: 'Nope' });
    expect(noProject.json()).toMatchObject({ error: { code: sharingErrorCodes.projectsNotInPlan } });
    expect(
      ((await call('GET', sharingRoutes.listProjects.path, free.cookie)).json() as ProjectListResponse)
        .maxProjectCount,
    ).toBe(0);

    // The limits themselves, with small numbers instead of the plans' 50 links and 25 projects.
    const db = testApp.deps.database.db;
    const deps = {
      sharingRepository: createSharingRepository({ db }),
      roomsRepository: createRoomImagesRepository({ db }),
      ideasRepository: createIdeasRepository({ db }),
      ideationRepository: createIdeationRepository({ db }),
      activityRepository: createActivityRepository({ db }),
      events: testApp.deps.events,
    };
    const limited = await signUpAndVerify(testApp);
    const { roomImageId: mine } = await createRoomFromPhoto(testApp, { cookie: limited.cookie });
    const features = { canShareDesigns: true, maxShareLinks: 1, maxProjectCount: 1 };
    const input = { kind: 'design', roomImageId: mine } as const;
    const first = await createShare({
      ...deps,
      userId: limited.userId,
      input,
      features,
      userAgent: undefined,
    });
    await expect(
      createShare({ ...deps, userId: limited.userId, input, features, userAgent: undefined }),
    ).rejects.toMatchObject({ code: sharingErrorCodes.shareLimitReached, status: 403 });
    // A revoked link frees its place.
    await call('DELETE', pathOf(sharingRoutes.revokeShare, { id: first.id }), limited.cookie);
    await createShare({ ...deps, userId: limited.userId, input, features, userAgent: undefined });

    await createProject({ ...deps, userId: limited.userId, name: 'One', features });
    await expect(
      createProject({ ...deps, userId: limited.userId, name: 'Two', features }),
    ).rejects.toMatchObject({
      code: sharingErrorCodes.projectLimitReached,
    });
  });

  it('projects: create, add, notes, cover, reorder, move between projects, share read-only, cascade on delete', async () => {
    const a = await createRoomFromPhoto(testApp, { cookie: pro.cookie, title: 'Kitchen' });
    const b = await createRoomFromPhoto(testApp, { cookie: pro.cookie, title: 'Bedroom' });
    const { projectId } = (
      await call('POST', sharingRoutes.createProject.path, pro.cookie, { name: 'Renovation' })
    ).json() as {
      projectId: string;
    };
    const { projectId: otherProject } = (
      await call('POST', sharingRoutes.createProject.path, pro.cookie, { name: 'Later' })
    ).json() as { projectId: string };
    for (const room of [a, b]) {
      const added = await call('POST', pathOf(sharingRoutes.addProjectItem, { id: projectId }), pro.cookie, {
        kind: 'room_image',
        itemId: room.roomImageId,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const again = await call('POST', pathOf(sharingRoutes.addProjectItem, { id: projectId }), pro.cookie, {
      kind: 'room_image',
      itemId: a.roomImageId,
    });
    expect(again.json()).toMatchObject({ error: { code: sharingErrorCodes.itemAlreadyInProject } });

    const notes = await call('PATCH', pathOf(sharingRoutes.updateProject, { id: projectId }), pro.cookie, {
      notes: 'Budget 20k',
    });
    expect(notes.statusCode).toBe(200);
    let project = (
      await call('GET', pathOf(sharingRoutes.project, { id: projectId }), pro.cookie)
    ).json() as Project;
    expect(project.items.map((item) => item.title)).toEqual(['Kitchen', 'Bedroom']);
    expect(project.notes).toBe('Budget 20k');
    expect(project.coverImageUrl).toBe(project.items[0]!.thumbnailUrl);

    const [kitchen, bedroom] = project.items;
    await call('PUT', pathOf(sharingRoutes.reorderProjectItems, { id: projectId }), pro.cookie, {
      itemIds: [bedroom!.id, kitchen!.id],
    });
    await call('PATCH', pathOf(sharingRoutes.updateProject, { id: projectId }), pro.cookie, {
      coverItemId: kitchen!.id,
    });
    project = (
      await call('GET', pathOf(sharingRoutes.project, { id: projectId }), pro.cookie)
    ).json() as Project;
    expect(project.items.map((item) => item.title)).toEqual(['Bedroom', 'Kitchen']);
    expect(project.coverImageUrl).toBe(project.items[1]!.thumbnailUrl);

    // A read-only board through the project's share token.
    const shared = (
      await call('POST', sharingRoutes.createShare.path, pro.cookie, { kind: 'project', projectId })
    ).json() as Share;
    expect(shared.path).toBe(`/share/project/${shared.shareId}`);
    const board = (
      await call('GET', pathOf(sharingRoutes.publicShare, { token: shared.shareId }))
    ).json() as PublicShare;
    expect(board).toMatchObject({ kind: 'project', title: 'Renovation', notes: 'Budget 20k' });
    expect(board.designs.map((design) => design.title)).toEqual(['Bedroom', 'Kitchen']);
    expectNothingPrivate(JSON.stringify(board), pro, [projectId, a.roomImageId, b.roomImageId]);

    const moved = await call(
      'POST',
      pathOf(sharingRoutes.moveProjectItem, { itemId: bedroom!.id }),
      pro.cookie,
      {
        projectId: otherProject,
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    project = (
      await call('GET', pathOf(sharingRoutes.project, { id: projectId }), pro.cookie)
    ).json() as Project;
    expect(project.items.map((item) => item.title)).toEqual(['Kitchen']);
    const later = (
      await call('GET', pathOf(sharingRoutes.project, { id: otherProject }), pro.cookie)
    ).json() as Project;
    expect(later.items.map((item) => item.title)).toEqual(['Bedroom']);

    // Deleting the room image removes it from its projects (foreign key, ON DELETE CASCADE).
    expect((await call('DELETE', `/api/rooms/${a.roomImageId}`, pro.cookie)).statusCode).toBe(200);
    project = (
      await call('GET', pathOf(sharingRoutes.project, { id: projectId }), pro.cookie)
    ).json() as Project;
    expect(project.items).toEqual([]);
    const list = (
      await call('GET', sharingRoutes.listProjects.path, pro.cookie)
    ).json() as ProjectListResponse;
    expect(list.projects.find((entry) => entry.id === otherProject)?.itemCount).toBe(1);

    expect(
      (await call('DELETE', pathOf(sharingRoutes.deleteProject, { id: projectId }), pro.cookie)).statusCode,
    ).toBe(200);
    expect((await call('GET', pathOf(sharingRoutes.publicShare, { token: shared.shareId }))).statusCode).toBe(
      404,
    );
  });

  /** A floor plan and a finished estimate of the account, as their modules store them (no job needed). */
  const floorPlanAndEstimate = async (account: Account) => {
    const db = testApp.deps.database.db;
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: account.cookie, title: 'Hall' });
    const { roomImage: room } = await createRoomImagesRepository({ db }).findForUser({
      userId: account.userId,
      id: roomImageId,
    });
    const { request: floorPlan } = await createFloorPlansRepository({ db }).insert({
      userId: account.userId,
      title: 'Ground floor',
      sourceKey: room!.originalKey,
      sourceThumbnailKey: room!.originalThumbnailKey,
      wallHeightMetres: 2.5,
      designStyle: 'japanese',
      totalSteps: 2,
      message: 'Queued',
    });
    const { estimation } = await createCostEstimationRepository({ db }).insert({
      userId: account.userId,
      roomImageId,
      roomThumbnailKey: room!.originalThumbnailKey,
      version: 'v1',
      project: {
        roomType: 'living-room',
        finishTier: 'mid-range',
        region: { country: 'US' },
        priceYear: 2025,
        scope: [{ kind: 'paint-walls' }],
      } as never,
      status: 'completed',
      totalCost: 1_234_500,
      message: 'Done',
    });
    return {
      floorPlanId: floorPlan.id,
      estimationId: estimation.id,
      keys: [room!.originalKey, room!.originalThumbnailKey],
    };
  };

  it('projects hold floor plans and estimates: own only (404 otherwise), listed with link and total, gone when deleted', async () => {
    const mine = await floorPlanAndEstimate(pro);
    const theirs = await floorPlanAndEstimate(other);
    const { projectId } = (
      await call('POST', sharingRoutes.createProject.path, pro.cookie, { name: 'Whole house' })
    ).json() as { projectId: string };
    const add = (kind: string, itemId: string, account: Account = pro) =>
      call('POST', pathOf(sharingRoutes.addProjectItem, { id: projectId }), account.cookie, { kind, itemId });

    // Another user's floor plan or estimate: the same 404 as an id that does not exist.
    for (const [kind, itemId] of [
      ['floor_plan', theirs.floorPlanId],
      ['cost_estimation', theirs.estimationId],
      ['floor_plan', mine.estimationId],
      ['cost_estimation', crypto.randomUUID()],
    ] as const) {
      const refused = await add(kind, itemId);
      expect(refused.statusCode, `${kind} ${itemId}`).toBe(404);
      expect(refused.json()).toMatchObject({ error: { code: sharingErrorCodes.itemNotFound } });
    }

    expect((await add('floor_plan', mine.floorPlanId)).statusCode).toBe(200);
    expect((await add('cost_estimation', mine.estimationId)).statusCode).toBe(200);
    expect((await add('floor_plan', mine.floorPlanId)).json()).toMatchObject({
      error: { code: sharingErrorCodes.itemAlreadyInProject },
    });

    let project = (
      await call('GET', pathOf(sharingRoutes.project, { id: projectId }), pro.cookie)
    ).json() as Project;
    expect(project.items).toMatchObject([
      {
        kind: 'floor_plan',
        itemId: mine.floorPlanId,
        title: 'Ground floor',
        href: `/floor-plans/${mine.floorPlanId}`,
        totalCents: null,
      },
      {
        kind: 'cost_estimation',
        itemId: mine.estimationId,
        title: 'Living room estimate',
        href: `/cost-estimations/${mine.estimationId}`,
        totalCents: 1_234_500,
      },
    ]);
    expect(project.items.every((item) => item.thumbnailUrl)).toBe(true);
    expect(project.coverImageUrl).toBe(project.items[0]!.thumbnailUrl);
    const list = (
      await call('GET', sharingRoutes.listProjects.path, pro.cookie)
    ).json() as ProjectListResponse;
    expect(list.projects.find((entry) => entry.id === projectId)?.itemCount).toBe(2);

    // The public board shows designs only: nothing of the floor plan or the estimate.
    const shared = (
      await call('POST', sharingRoutes.createShare.path, pro.cookie, { kind: 'project', projectId })
    ).json() as Share;
    const board = await call('GET', pathOf(sharingRoutes.publicShare, { token: shared.shareId }));
    expect((board.json() as PublicShare).designs).toEqual([]);
    expectNothingPrivate(board.body, pro, [...mine.keys, mine.floorPlanId, mine.estimationId]);
    expect(board.body).not.toContain('Ground floor');

    // Deleting the floor plan or the estimate removes it from the project (ON DELETE CASCADE).
    const db = testApp.deps.database.db;
    await db.execute(sql`delete from floor_plan_requests where id = ${mine.floorPlanId}`);
    project = (
      await call('GET', pathOf(sharingRoutes.project, { id: projectId }), pro.cookie)
    ).json() as Project;
    expect(project.items.map((item) => item.kind)).toEqual(['cost_estimation']);
    await db.execute(sql`delete from cost_estimations where id = ${mine.estimationId}`);
    project = (
      await call('GET', pathOf(sharingRoutes.project, { id: projectId }), pro.cookie)
    ).json() as Project;
    expect(project.items).toEqual([]);
    const { items } = await createSharingRepository({ db }).listItems({ projectIds: [projectId] });
    expect(items).toEqual([]);
  });

  it('notes need canAddNotes; reorder and move need canOrganizeGallery (checked by the use cases)', async () => {
    const { projectId } = (
      await call('POST', sharingRoutes.createProject.path, pro.cookie, { name: 'Gate' })
    ).json() as {
      projectId: string;
    };
    expect(
      (
        await call('PATCH', pathOf(sharingRoutes.updateProject, { id: projectId }), pro.cookie, {
          name: '  ',
        })
      ).statusCode,
    ).toBe(400);
    // No plan has projects without notes and organising today, so the gates are checked directly.
    const deps = {
      sharingRepository: createSharingRepository({ db: testApp.deps.database.db }),
      events: testApp.deps.events,
    };
    const closed = { canAddNotes: false, canOrganizeGallery: false };
    await expect(
      updateProject({
        ...deps,
        viewer: { ...pro, emailVerified: true },
        id: projectId,
        input: { notes: 'x' },
        features: closed,
      }),
    ).rejects.toMatchObject({ code: sharingErrorCodes.notesNotInPlan });
    await expect(
      reorderProjectItems({
        ...deps,
        viewer: { ...pro, emailVerified: true },
        projectId,
        itemIds: [],
        features: closed,
      }),
    ).rejects.toMatchObject({ code: sharingErrorCodes.organizeNotInPlan });
  });

  it('collaboration (Business): invite by email as viewer or editor, comments, activity; others get 404', async () => {
    const owner = await signUpAndVerify(testApp, { firstName: 'Bea' });
    await givePlan(owner.userId, 'business');
    const viewer = await signUpAndVerify(testApp);
    const editor = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: owner.cookie, title: 'Hall' });
    const { projectId } = (
      await call('POST', sharingRoutes.createProject.path, owner.cookie, { name: 'Team board' })
    ).json() as {
      projectId: string;
    };
    await call('POST', pathOf(sharingRoutes.addProjectItem, { id: projectId }), owner.cookie, {
      kind: 'room_image',
      itemId: roomImageId,
    });

    // A Professional owner cannot invite.
    const { projectId: proProject } = (
      await call('POST', sharingRoutes.createProject.path, pro.cookie, { name: 'Solo' })
    ).json() as { projectId: string };
    const notInPlan = await call('POST', pathOf(sharingRoutes.inviteMember, { id: proProject }), pro.cookie, {
      email: viewer.email,
      role: 'viewer',
    });
    expect(notInPlan.json()).toMatchObject({ error: { code: sharingErrorCodes.collaborationNotInPlan } });

    for (const [account, role] of [
      [viewer, 'viewer'],
      [editor, 'editor'],
    ] as const) {
      const invited = await call(
        'POST',
        pathOf(sharingRoutes.inviteMember, { id: projectId }),
        owner.cookie,
        {
          email: account.email.toUpperCase(),
          role,
        },
      );
      expect(invited.statusCode, invited.body).toBe(200);
      const { mails } = await createEmailRepository({ db: testApp.deps.database.db }).listRecent({
        limit: 1,
        to: account.email,
      });
      expect(mails[0]?.subject).toContain('Team board');
      expect(mails[0]?.text).toContain(`/projects/${projectId}`);
    }
    const again = await call('POST', pathOf(sharingRoutes.inviteMember, { id: projectId }), owner.cookie, {
      email: viewer.email,
      role: 'editor',
    });
    expect(again.json()).toMatchObject({ error: { code: sharingErrorCodes.memberExists } });

    const shared = (
      await call('GET', sharingRoutes.listShares.path, viewer.cookie)
    ).json() as ShareListResponse;
    expect(shared.sharedWithMe).toEqual([
      { projectId, name: 'Team board', role: 'viewer', ownerName: 'Bea' },
    ]);
    const seen = (
      await call('GET', pathOf(sharingRoutes.project, { id: projectId }), viewer.cookie)
    ).json() as Project;
    expect(seen.access).toBe('viewer');
    expect(seen.items.map((item) => item.title)).toEqual(['Hall']);
    expect(seen.items[0]!.href).toBe(`/projects/${projectId}`);

    // Viewers read and comment; editors also edit notes; neither manages the project.
    expect(
      (
        await call('PATCH', pathOf(sharingRoutes.updateProject, { id: projectId }), viewer.cookie, {
          notes: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const edited = await call(
      'PATCH',
      pathOf(sharingRoutes.updateProject, { id: projectId }),
      editor.cookie,
      {
        notes: 'Paint first',
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      (
        await call('PATCH', pathOf(sharingRoutes.updateProject, { id: projectId }), editor.cookie, {
          name: 'Mine',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', pathOf(sharingRoutes.deleteProject, { id: projectId }), editor.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', pathOf(sharingRoutes.listMembers, { id: projectId }), editor.cookie)).statusCode,
    ).toBe(404);

    const comment = await call('POST', pathOf(sharingRoutes.addComment, { id: projectId }), viewer.cookie, {
      itemId: seen.items[0]!.id,
      body: 'Love the light here',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const comments = (
      await call('GET', pathOf(sharingRoutes.listComments, { id: projectId }), owner.cookie)
    ).json() as {
      comments: { body: string; isMine: boolean; authorName: string }[];
    };
    expect(comments.comments).toMatchObject([{ body: 'Love the light here', isMine: false }]);
    expect(JSON.stringify(comments)).not.toContain(viewer.email);
    const activity = (
      await call('GET', pathOf(sharingRoutes.listActivity, { id: projectId }), editor.cookie)
    ).json() as {
      activity: { action: string }[];
    };
    expect(activity.activity.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['commented on a design', 'edited the notes', 'invited a new viewer']),
    );

    // Strangers: 404 everywhere.
    for (const response of await Promise.all([
      call('GET', pathOf(sharingRoutes.project, { id: projectId }), free.cookie),
      call('GET', pathOf(sharingRoutes.listComments, { id: projectId }), free.cookie),
      call('POST', pathOf(sharingRoutes.addComment, { id: projectId }), free.cookie, {
        itemId: seen.items[0]!.id,
        body: 'hi',
      }),
      call('GET', pathOf(sharingRoutes.listActivity, { id: projectId }), free.cookie),
      call('GET', pathOf(sharingRoutes.listMembers, { id: projectId }), free.cookie),
      call('POST', pathOf(sharingRoutes.inviteMember, { id: projectId }), free.cookie, {
        email: 'a@example.com',
        role: 'viewer',
      }),
    ])) {
      expect(response.statusCode, response.body).toBe(404);
    }

    // Removing a member ends their access at once.
    const { members } = (
      await call('GET', pathOf(sharingRoutes.listMembers, { id: projectId }), owner.cookie)
    ).json() as {
      members: { id: string; email: string }[];
    };
    const viewerMember = members.find((member) => member.email === viewer.email.toLowerCase())!;
    await call(
      'DELETE',
      pathOf(sharingRoutes.removeMember, { id: projectId, memberId: viewerMember.id }),
      owner.cookie,
    );
    expect(
      (await call('GET', pathOf(sharingRoutes.project, { id: projectId }), viewer.cookie)).statusCode,
    ).toBe(404);
  });

  it(
    'shares an ideation and one of its designs: after images, palette and style; deleting the design ends its link',
    {
      timeout: 120_000,
    },
    async () => {
      await testApp.deps.queue.work({ deps: testApp.deps });
      const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: pro.cookie });
      const started = await call('POST', '/api/ideations', pro.cookie, {
        roomImageId,
        roomType: 'living-room',
        designStyle: 'scandinavian',
        creativityLevel: 2,
        numberOfIdeas: 1,
      });
      expect(started.statusCode, started.body).toBe(200);
      const { ideationRequestId } = started.json() as { ideationRequestId: string };
      const ideas = await waitFor(
        async () => {
          const { ideas: list } = (
            await call('GET', `/api/ideations/${ideationRequestId}/ideas`, pro.cookie)
          ).json() as {
            ideas: { status: string; roomImageId: string | null; style: string }[];
          };
          return (
            list.length > 0 &&
            list.every((idea) => idea.status === 'completed' || idea.status === 'failed') &&
            list
          );
        },
        { timeoutMs: 100_000, intervalMs: 100, what: 'the idea to render' },
      );
      const designId = ideas[0]!.roomImageId!;

      const ideation = await call('POST', sharingRoutes.createShare.path, pro.cookie, {
        kind: 'ideation',
        ideationRequestId,
      });
      expect(ideation.statusCode, ideation.body).toBe(200);
      const ideationShare = ideation.json() as Share;
      const board = (
        await call('GET', pathOf(sharingRoutes.publicShare, { token: ideationShare.shareId }))
      ).json() as PublicShare;
      expect(board.kind).toBe('ideation');
      expect(board.designs).toHaveLength(1);
      expect(board.designs[0]!.afterImageUrl).toBe(
        pathOf(sharingRoutes.publicShareImage, { token: ideationShare.shareId, n: '1' }),
      );
      expect(board.designs[0]!.palette.length).toBeGreaterThanOrEqual(3);
      expect((await call('GET', board.designs[0]!.afterImageUrl!)).statusCode).toBe(200);

      const design = (
        await call('POST', sharingRoutes.createShare.path, pro.cookie, {
          kind: 'design',
          roomImageId: designId,
        })
      ).json() as Share;
      const page = (
        await call('GET', pathOf(sharingRoutes.publicShare, { token: design.shareId }))
      ).json() as PublicShare;
      expect(page.designs[0]).toMatchObject({ style: ideas[0]!.style, isVirtuallyStaged: false });
      expect(page.designs[0]!.afterImageUrl).not.toBeNull();
      expect(page.designs[0]!.palette.length).toBeGreaterThanOrEqual(3);
      expectNothingPrivate(JSON.stringify(page), pro, [designId, roomImageId, ideationRequestId]);

      expect((await call('DELETE', `/api/rooms/${designId}`, pro.cookie)).statusCode).toBe(200);
      expect(
        (await call('GET', pathOf(sharingRoutes.publicShare, { token: design.shareId }))).statusCode,
      ).toBe(404);
    },
  );
});
