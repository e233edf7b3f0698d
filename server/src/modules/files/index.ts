/** The files module's public surface: signed file links. */
export { filesRoutes } from './files.routes';
