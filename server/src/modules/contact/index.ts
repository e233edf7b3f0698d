/** The contact module's public surface: the contact form's routes. */
export { contactRoutes } from './contact.routes';
