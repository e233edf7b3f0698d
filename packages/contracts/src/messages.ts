/**
 * User-facing texts from the spec (docs/spec §§2 and 8) that both sides need: the web app shows them, the
 * server reuses them (error responses, the assistant's retrieval over the error catalogue, emails).
 * Keep them verbatim; the web app branches on error codes, never on these strings.
 */

/** Where "Report Issue" / "Report Bug" email drafts go. */
export const SUPPORT_EMAIL = 'support@roomcraft.app';

/** Error classes of the error screen (docs/spec §8), chosen from the error's message text. */
export const errorClassMessages = {
  authentication: {
    heading: 'Authentication Error',
    message: 'There was an issue with authentication. Please try refreshing the page or logging in again.',
  },
  data: {
    heading: 'Data Loading Error',
    message: 'There was a temporary issue with data loading. This usually resolves quickly.',
  },
  network: {
    heading: 'Connection Error',
    message: 'Unable to connect to our servers. Please check your internet connection.',
  },
  application: {
    heading: 'Application Error',
    message: 'An unexpected error occurred, but your data is safe.',
  },
} as const;
export type ErrorClass = keyof typeof errorClassMessages;

/** Titles of the error screen per area of the app (docs/spec §8), chosen by path. */
export const errorAreaTitles = {
  admin: 'Admin Dashboard Error',
  gallery: 'Gallery Loading Error',
  design: 'Design View Error',
  share: 'Shared Design Error',
  studio: 'Studio Error',
  analysis: 'Analysis Error',
  default: 'Something Went Wrong',
} as const;

/** The top-level error boundary screen (docs/spec §8). */
export const boundaryMessages = {
  connection: {
    title: 'Connection Issue',
    message: 'Unable to connect to our servers. Please check your internet connection and try again.',
  },
  unavailable: {
    title: 'Service Temporarily Unavailable',
    message: "We're experiencing technical difficulties. Our team has been notified and is working on a fix.",
  },
} as const;

/** Toast after signing out (docs/spec §2, user menu). */
export const logoutMessages = {
  title: 'Logged out',
  description: 'You have been successfully logged out.',
} as const;
