import { z } from 'zod';
import type { LegacyRepository } from './legacy.repository';

/** One user of the legacy JSON export. */
export const legacyExportUserSchema = z.object({
  email: z.email(),
  passwordHash: z.string().regex(/^\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}$/, 'must be a bcrypt hash'),
  firstName: z.string().trim().max(100).nullish(),
  lastName: z.string().trim().max(100).nullish(),
  username: z.string().trim().max(100).nullish(),
  avatarUrl: z.string().max(2000).nullish(),
  credits: z.number().int().min(0).nullish(),
  rooms: z.array(z.unknown()).nullish(),
});
export type LegacyExportUser = z.infer<typeof legacyExportUserSchema>;

export interface LegacyImportSummary {
  total: number;
  imported: number;
  /** Already imported (same email): left unchanged. */
  skipped: number;
  invalid: { index: number; email: string | undefined; problem: string }[];
}

/** Imports legacy users; idempotent by email (a second run imports nothing and changes nothing). */
export async function importLegacyUsers({
  data,
  legacyRepository,
}: {
  data: unknown;
  legacyRepository: LegacyRepository;
}): Promise<LegacyImportSummary> {
  if (!Array.isArray(data)) throw new Error('The legacy export must be a JSON array of users.');
  const summary: LegacyImportSummary = { total: data.length, imported: 0, skipped: 0, invalid: [] };
  for (const [index, entry] of data.entries()) {
    const parsed = legacyExportUserSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      summary.invalid.push({
        index,
        email:
          typeof (entry as { email?: unknown })?.email === 'string'
            ? (entry as { email: string }).email
            : undefined,
        problem: issue ? `${issue.path.join('.') || 'entry'}: ${issue.message}` : 'invalid',
      });
      continue;
    }
    const user = parsed.data;
    const { wasInserted } = await legacyRepository.insertLegacyUser({
      email: user.email,
      passwordHash: user.passwordHash,
      firstName: user.firstName || null,
      lastName: user.lastName || null,
      username: user.username || null,
      avatarUrl: user.avatarUrl || null,
      credits: user.credits ?? 0,
      rooms: user.rooms ?? [],
    });
    if (wasInserted) summary.imported += 1;
    else summary.skipped += 1;
  }
  return summary;
}
