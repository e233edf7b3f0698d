import { z } from 'zod';

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
