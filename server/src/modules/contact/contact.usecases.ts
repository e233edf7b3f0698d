import type { ContactMessage } from '@roomcraft/contracts/contact';
import type { Logger } from '../../kernel/logger';
import type { ContactRepository } from './contact.repository';
import type { ContactMessageRow } from './contact.table';

export interface ContactSubmission {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot field: people never see it, so anything in it came from a bot. */
  website?: string | undefined;
}

/**
 * Stores a contact message for the admin area. A message whose honeypot is filled in is dropped without
 * telling the sender (a bot learns nothing); it answers the same as a stored one.
 */
export async function submitContactMessage({
  contactRepository,
  logger,
  submission,
  sender,
}: {
  contactRepository: ContactRepository;
  logger: Logger;
  submission: ContactSubmission;
  sender: { ipAddress: string | null; userAgent: string | null; userId: string | null };
}): Promise<{ stored: boolean }> {
  if (submission.website && submission.website.trim() !== '') {
    logger.info({ ipAddress: sender.ipAddress }, 'contact message dropped: honeypot filled in');
    return { stored: false };
  }
  await contactRepository.insert({
    name: submission.name,
    email: submission.email,
    subject: submission.subject,
    message: submission.message,
    ...sender,
  });
  return { stored: true };
}

export function toContactMessageDto(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}
