import { describe, expect, it } from 'vitest';
import { appRoutes } from '@roomcraft/contracts/routes';
import routesMarkdown from '../../../ROUTES.md?raw';
import { builtPages } from './router';
import { renderRoutesMarkdown } from './routes-doc';

function listedRoutes(markdown: string) {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { path: cells[1]?.replace(/`/g, ''), area: cells.at(-3), status: cells.at(-2) };
    });
}

describe('route table and ROUTES.md', () => {
  it('ROUTES.md lists every route of the route table with its area and status, and nothing else', () => {
    const listed = listedRoutes(routesMarkdown);
    const expected = appRoutes.map(({ path, area, status }) => ({ path, area, status }));
    expect(listed).toEqual(expect.arrayContaining(expected));
    expect(listed).toHaveLength(expected.length);
  });

  it('ROUTES.md is exactly what the generator writes (run `npx tsx web/scripts/write-routes-md.ts`)', () => {
    expect(routesMarkdown).toBe(renderRoutesMarkdown());
  });

  it('has each path once', () => {
    const paths = appRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a page module for every built route and marks every page module built', () => {
    const built = appRoutes.filter((r) => r.status === 'built' && r.path !== '*').map((r) => r.path);
    expect(Object.keys(builtPages).sort()).toEqual(built.sort());
  });

  it('covers the spec screens the shell depends on', () => {
    const byPath = new Map(appRoutes.map((r) => [r.path, r]));
    expect(byPath.get('/')?.status).toBe('built');
    expect(byPath.get('/dev/mailbox')?.status).toBe('built');
    expect(byPath.get('/login')?.status).toBe('built');
    expect(byPath.get('/visualize')?.area).toBe('protected');
    expect(byPath.get('/image/:id')?.area).toBe('protected');
    expect(byPath.get('/admin/enterprise/organizations/:organizationId/members/add')?.area).toBe('admin');
    expect(byPath.get('/admin/enterprise/api/keys/:keyId')?.area).toBe('admin');
    expect(appRoutes.filter((r) => r.area === 'admin').every((r) => r.path.startsWith('/admin'))).toBe(true);
  });
});
