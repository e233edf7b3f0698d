import { z } from 'zod';
import { defineApiRoute } from './api-routes';

/** The form's texts (docs/spec §§2, 5, 8), verbatim where the spec gives them. */
export const contactMessages = {
  missingTitle: 'Missing Information',
  missingText: 'Please fill in all required fields.',
  failedTitle: 'Error',
  failedText: 'Failed to send message. Please try again.',
  sentTitle: 'Message Sent',
  sentText: "Thank you for reaching out. We'll reply to your email as soon as we can.",
  sendAnother: 'Send Another Message',
  returnHome: 'Return to Home',
  defaultSubject: 'General Inquiry',
} as const;

export const contactLimits = {
  /** The counter shows 'n/1000 characters'; the spec enforces no maximum, the API refuses past this. */
  messageCounter: 1000,
  messageMaxLength: 10_000,
  nameMaxLength: 200,
  subjectMaxLength: 200,
  emailMaxLength: 320,
  /** Messages one address (IP) may send per window. */
  rateLimitMax: 5,
  rateLimitWindow: '10 minutes',
} as const;

const required = (max: number) =>
  z.string({ error: contactMessages.missingText }).trim().min(1, contactMessages.missingText).max(max);

export const contactRequestSchema = z.object({
  name: required(contactLimits.nameMaxLength),
  email: z
    .string()
    .trim()
    .min(1, contactMessages.missingText)
    .max(contactLimits.emailMaxLength)
    .pipe(z.email()),
  /** Optional: empty or missing becomes 'General Inquiry'. */
  subject: z
    .string()
    .trim()
    .max(contactLimits.subjectMaxLength)
    .optional()
    .transform((value) => (value ? value : contactMessages.defaultSubject)),
  message: required(contactLimits.messageMaxLength),
  /** Honeypot: hidden from people; a filled-in value marks a bot, whose message is dropped unseen. */
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ sent: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const contactMessagesResponseSchema = z.object({ messages: z.array(contactMessageSchema) });

/** The contact form's endpoints (api.md: contact). */
export const contactRoutes = {
  /** Anyone (limited per address, honeypot): a visitor's message to the team, stored for the admin area. */
  submit: defineApiRoute({
    method: 'POST',
    path: '/api/contact',
    body: contactRequestSchema,
    response: contactResponseSchema,
  }),
  /** Super admins (404 for others): the newest messages first. */
  adminList: defineApiRoute({
    method: 'GET',
    path: '/api/admin/contact-messages',
    querystring: contactMessagesQuerySchema,
    response: contactMessagesResponseSchema,
  }),
} as const;
