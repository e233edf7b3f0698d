import { z } from 'zod';
import { defineApiRoute } from './api-routes';
import { devPublishRequestSchema } from './event-schemas';

/** `GET /api/dev/mailbox`: recent outbox mails, newest first. Never served in production mode. */
export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;
export const devMailboxResponseSchema = z.object({ mails: z.array(devMailSchema) });

/** `GET /api/dev/mailbox?limit=&to=`: `to` keeps only mails to that address (tests read their own codes). */
export const devMailboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  to: z.string().min(1).optional(),
});

/** `POST /api/dev/mailbox/test-mail`: sends one test mail through the real email port. */
export const devTestMailRequestSchema = z.object({ to: z.email() });
export const devTestMailResponseSchema = z.object({ outboxId: z.string() });

/**
 * Development helpers (absent in production mode; with DEV_ROUTES=loopback, a 404 for other machines).
 * The live-update publisher's body is `devPublishRequestSchema` (events.ts).
 */
export const devRoutes = {
  /** Dev only: recent outbox mails, newest first (sign-in codes without an SMTP server). */
  mailbox: defineApiRoute({
    method: 'GET',
    path: '/api/dev/mailbox',
    querystring: devMailboxQuerySchema,
    response: devMailboxResponseSchema,
  }),
  /** Dev only: sends one test mail through the real email port. */
  sendTestMail: defineApiRoute({
    method: 'POST',
    path: '/api/dev/mailbox/test-mail',
    body: devTestMailRequestSchema,
    status: 201,
    response: devTestMailResponseSchema,
  }),
  /** Dev only: publishes a live-update invalidation (to every tab, or to one user's tabs). */
  publishEvent: defineApiRoute({
    method: 'POST',
    path: '/api/dev/events',
    body: devPublishRequestSchema,
    status: 204,
    response: z.null(),
  }),
} as const;
