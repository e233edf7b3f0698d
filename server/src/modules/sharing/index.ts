/** The sharing module's public surface: share links and projects (issue 15, ADR 022). */
export { sharingRoutes } from './sharing.routes';
