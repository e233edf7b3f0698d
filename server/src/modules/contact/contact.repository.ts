import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, type ContactMessageRow } from './contact.table';

export type ContactRepository = ReturnType<typeof createContactRepository>;
export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>;

export function createContactRepository({ db }: { db: Database }) {
  return {
    async insert(values: NewContactMessage): Promise<{ message: ContactMessageRow }> {
      const [message] = await db.insert(contactMessages).values(values).returning();
      if (!message) throw new Error('contact message insert returned no row');
      return { message };
    },
    async listNewest({ limit }: { limit: number }): Promise<{ messages: ContactMessageRow[] }> {
      const messages = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt))
        .limit(limit);
      return { messages };
    },
  };
}
