import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { OutgoingMail } from './email.port';
import { emailOutbox, type EmailOutboxRow } from './email.table';

export type EmailRepository = ReturnType<typeof createEmailRepository>;

// Long SMTP transcripts would bloat the row; the start of the message says what went wrong.
const maxErrorLength = 1_000;

/** Drizzle queries on `email_outbox`, nothing else. */
export function createEmailRepository({ db }: { db: Database }) {
  return {
    async insertMail(mail: OutgoingMail): Promise<{ mail: EmailOutboxRow }> {
      const [row] = await db
        .insert(emailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning();
      if (!row) throw new Error('Inserting the outbox mail returned no row');
      return { mail: row };
    },

    /** Mails never attempted that were written before `before`, oldest first. */
    async listStalePending({ before, limit }: { before: Date; limit: number }): Promise<{ ids: string[] }> {
      const rows = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.createdAt, before)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(limit);
      return { ids: rows.map((row) => row.id) };
    },

    async findMail({ id }: { id: string }): Promise<{ mail: EmailOutboxRow | undefined }> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
      return { mail: row };
    },

    /** Records a delivery. Returns false when the row was already sent (a duplicate run). */
    async markSent({
      id,
      sentAt = new Date(),
    }: {
      id: string;
      sentAt?: Date;
    }): Promise<{ wasUpdated: boolean }> {
      const rows = await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt, lastError: null, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(and(eq(emailOutbox.id, id), ne(emailOutbox.status, 'sent')))
        .returning({ id: emailOutbox.id });
      return { wasUpdated: rows.length > 0 };
    },

    /** Records a failed attempt; never downgrades a row that was sent meanwhile. */
    async markFailed({ id, error }: { id: string; error: string }): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          status: 'failed',
          lastError: error.slice(0, maxErrorLength),
          attempts: sql`${emailOutbox.attempts} + 1`,
        })
        .where(and(eq(emailOutbox.id, id), ne(emailOutbox.status, 'sent')));
    },

    /** Newest first (the dev mailbox), optionally only those to one address. */
    async listRecent({ limit, to }: { limit: number; to?: string }): Promise<{ mails: EmailOutboxRow[] }> {
      const mails = await db
        .select()
        .from(emailOutbox)
        .where(to === undefined ? undefined : eq(emailOutbox.to, to))
        .orderBy(desc(emailOutbox.sequence))
        .limit(limit);
      return { mails };
    },
  };
}
