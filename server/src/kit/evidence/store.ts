import { eq } from 'drizzle-orm';
import type { ComputedEvidence } from '@console/contract/kit';
import type { Queryable } from '../../db/client.ts';
import { requestEvidence } from '../../db/schema.ts';

/** A change of a request's evidence row: its state always, the other columns it sets. */
export type EvidenceChange = Omit<
  typeof requestEvidence.$inferInsert,
  'requestId' | 'requestStartedAt' | 'companyId'
>;

/**
 * Writes a request's evidence row: created on its first change, the given columns changed after.
 * The evidence job writes it, and so does Face Compare's call, which computes while its caller waits.
 */
export async function saveEvidence(
  db: Queryable,
  request: { id: number; startedAt: Date; companyId: number },
  change: EvidenceChange,
): Promise<void> {
  await db
    .insert(requestEvidence)
    .values({
      requestId: request.id,
      requestStartedAt: request.startedAt,
      companyId: request.companyId,
      ...change,
    })
    .onConflictDoUpdate({ target: requestEvidence.requestId, set: change });
}

/**
 * What the console computed from a request's images (the evidence job), as the review page and the
 * Face Compare request page show it, with the score the device reported beside it; null before the
 * job first ran (or when the request's images give it nothing to compute).
 */
export async function evidenceOf(
  db: Queryable,
  requestId: number,
  result: unknown,
): Promise<ComputedEvidence | null> {
  const [row] = await db.select().from(requestEvidence).where(eq(requestEvidence.requestId, requestId));
  if (!row) return null;
  const reported = (result as Record<string, unknown> | null)?.matchScore;
  return {
    state: row.state,
    computedAt: row.computedAt?.toISOString() ?? null,
    faceMatch: row.faceMatch,
    reportedScore: typeof reported === 'number' ? reported : null,
    mrz: row.mrz,
    disagreement: row.disagreement,
    error: row.error,
  };
}
