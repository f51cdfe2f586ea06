import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestResult } from '@console/contract/activity/api';
import {
  REJECTION_REASONS,
  ReviewStatus,
  type RejectionReason,
} from '@console/contract/manual-validation/status';
import { recordChanges, type Actor } from '../../audit/record.ts';
import type { Queryable } from '../../db/client.ts';
import { manualReviews } from './tables.ts';
import { verificationRequestImages, verificationRequests } from '../../db/schema.ts';
import type { Random } from '../../demo/random.ts';
import type { CastMember } from '../../demo/sample-cast.ts';
import type { SampleImageName } from '../../demo/sample-images.ts';
import { documentResult, type DocumentResultOptions } from '../../demo/sample-results.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storeSampleImagesOf } from '../activity/demo-images.ts';

/**
 * Every request the demo sent to review, whichever product's, reads as a reviewer meets one: the
 * other families' demos report many (the generated activity sends about one request in 25 to
 * review), but without a document or images, so the queue said "Document: Unknown" on 552 of 587.
 * Each one still without images gets a person of a small cast, the result their document gives
 * (what the front, the barcode or MRZ say, the product's own checks and the face match), the
 * images of it, and a reason to be in review that the checks show: the face below its threshold,
 * the front read differently from the barcode or MRZ, the document expired, the holder under 18,
 * or a check the product flagged. Bounded: about a thousand items in both companies, two image
 * files each, the cast's images drawn once (activity/demo-images.ts). Most older items are decided, the last days' open, so each status
 * has items and the open ones are recent.
 */

const DAY = 86_400_000;
/** The threshold the demo's face matches are held to (the console's default). */
const MATCH_THRESHOLD = 80;
/**
 * The chance an item of this age (days) was decided already: a queue worked day by day, its last
 * days' items open, half of last month's and nearly all older ones decided.
 */
const decidedChance = (days: number) => (days > 30 ? 0.9 : days > 7 ? 0.5 : days > 2 ? 0.1 : 0);

const REVIEWER: Omit<Actor, 'companyId'> = { id: null, name: 'Demo reviewer' };

type Cause = 'face' | 'frontDisagrees' | 'expired' | 'underage' | 'flagged';
/** The causes of an item whose document is in order, in turn. */
const OTHER_CAUSES = ['face', 'frontDisagrees', 'flagged'] as const;

/** A letter a reader might have taken for another: the first vowel changed. */
function misread(name: string): string {
  const swap: Record<string, string> = { A: 'E', E: 'A', I: 'Y', O: 'U', U: 'O', Y: 'I' };
  const at = [...name].findIndex((c) => c in swap);
  return at < 0 ? `${name}S` : `${name.slice(0, at)}${swap[name[at] ?? ''] ?? ''}${name.slice(at + 1)}`;
}

const reportedFace = (result: RequestResult) =>
  typeof result.matchScore === 'number' && typeof result.matchThreshold === 'number'
    ? { matchScore: result.matchScore, matchThreshold: result.matchThreshold }
    : null;

/** Why the n-th item is in review, and the result that shows it. */
function reviewOf(member: CastMember, n: number, reported: RequestResult, random: Random) {
  const face = reportedFace(reported);
  const below = face !== null && face.matchScore < face.matchThreshold;
  const cause: Cause = below
    ? 'face'
    : member.problem === 'documentExpired'
      ? 'expired'
      : member.problem === 'ageOver18'
        ? 'underage'
        : (OTHER_CAUSES[n % OTHER_CAUSES.length] ?? 'flagged');
  const options: DocumentResultOptions = {
    // A face product's own scores stay; the others report a match above the threshold or, when
    // the face is why the item is here, below it.
    face:
      cause === 'face'
        ? below
          ? face
          : { matchScore: random.int(55, MATCH_THRESHOLD - 1), matchThreshold: MATCH_THRESHOLD }
        : (face ?? { matchScore: random.int(MATCH_THRESHOLD + 2, 99), matchThreshold: MATCH_THRESHOLD }),
  };
  if (cause === 'expired') options.flagged = { check: 'documentExpired', result: 'warning' };
  if (cause === 'underage') options.flagged = { check: 'ageOver18', result: 'warning' };
  if (cause === 'flagged')
    options.flagged = { check: n % 2 ? 'tampering' : 'fontConsistency', result: 'warning' };
  if (cause === 'frontDisagrees') {
    options.frontLastName = misread(member.lastName);
    if (member.document !== 'Passport') options.flagged = { check: 'frontBackMatch', result: 'warning' };
  }
  // The result as the product reported it, its document read anew: a face product's scores stay.
  return { cause, result: { ...reported, ...documentResult(member, options) } };
}

/**
 * The document and the selfie (the front shows the portrait a face match compares); the barcode on
 * a card's back is in the result. Two files an item: storing them is most of this seed's time.
 */
const IMAGES: Record<CastMember['document'], SampleImageName[]> = {
  DriversLicense: ['front', 'selfie'],
  IdCard: ['front', 'selfie'],
  Passport: ['passport', 'selfie'],
};

/** How a reviewer decided an item of each cause: the clear cases rejected, the others not. */
const DECISIONS: Record<
  Cause,
  {
    status: ReviewStatus;
    decision: 'approve' | 'reject' | 'requestResubmission';
    reasonCode?: RejectionReason;
    reason?: string;
  }
> = {
  face: { status: ReviewStatus.Rejected, decision: 'reject', reasonCode: 'faceMismatch' },
  frontDisagrees: {
    status: ReviewStatus.ResubmissionRequested,
    decision: 'requestResubmission',
    reason: 'The front is blurred: send a sharper photo of it',
  },
  expired: { status: ReviewStatus.Rejected, decision: 'reject', reasonCode: 'documentExpired' },
  underage: { status: ReviewStatus.Rejected, decision: 'reject', reasonCode: 'underage' },
  flagged: {
    status: ReviewStatus.Approved,
    decision: 'approve',
    reason: 'Checked the print under light: genuine',
  },
};

export async function completeReviewQueue(
  db: Queryable,
  storage: FileStorage | undefined,
  random: Random,
  cast: readonly CastMember[],
  companyIds: readonly number[],
  now = new Date(),
): Promise<void> {
  const r = verificationRequests;
  // Oldest first, as the queue lists them: its first page shows the cast's first people.
  const queued = await db
    .select({ id: r.id, startedAt: r.startedAt, companyId: r.companyId, result: r.result })
    .from(r)
    .where(and(inArray(r.companyId, [...companyIds]), eq(r.status, 'review')))
    .orderBy(asc(r.startedAt), asc(r.id));
  const pictured = new Set(
    (
      await db
        .selectDistinct({ id: verificationRequestImages.requestId })
        .from(verificationRequestImages)
        .where(
          inArray(
            verificationRequestImages.requestId,
            queued.map((item) => item.id),
          ),
        )
    ).map((row) => row.id),
  );
  const items = queued.filter((item) => !pictured.has(item.id));
  if (!items.length || !cast.length) return;
  const reviewed = items.map((item, n) => {
    const member = cast[n % cast.length] as CastMember;
    return { item, member, ...reviewOf(member, n, item.result ?? {}, random) };
  });

  await db.execute(sql`
    update verification_requests r set result = v.result
    from jsonb_to_recordset(${JSON.stringify(
      reviewed.map(({ item, result }) => ({ id: item.id, started_at: item.startedAt, result })),
    )}::jsonb) as v(id bigint, started_at timestamptz, result jsonb)
    where r.id = v.id and r.started_at = v.started_at`);
  if (storage) {
    await storeSampleImagesOf(
      db,
      storage,
      reviewed.map(({ item, member }) => ({ request: item, person: member, names: IMAGES[member.document] })),
    );
  }

  // The older ones were mostly decided by a reviewer, with the history the queue keeps (the
  // audit's entries are dated as written: the demo's reviewer decided them as it was seeded).
  const decided = reviewed.filter(({ item }) =>
    random.chance(decidedChance((now.getTime() - item.startedAt.getTime()) / DAY)),
  );
  if (!decided.length) return;
  await db.insert(manualReviews).values(
    decided.map(({ item, cause }) => {
      const { status, decision, reasonCode, reason } = DECISIONS[cause];
      return {
        requestId: item.id,
        requestStartedAt: item.startedAt,
        companyId: item.companyId,
        status,
        decision,
        reasonCode: reasonCode ?? null,
        reason: reason ?? null,
        decidedByName: REVIEWER.name,
        decidedAt: now,
      };
    }),
  );
  for (const companyId of companyIds) {
    const actor = { ...REVIEWER, companyId };
    await recordChanges(
      db,
      actor,
      decided
        .filter(({ item }) => item.companyId === companyId)
        .flatMap(({ item, cause }) => {
          const { status: to, decision, reasonCode, reason } = DECISIONS[cause];
          const words = [reasonCode ? REJECTION_REASONS[reasonCode] : null, reason]
            .filter(Boolean)
            .join(': ');
          return [
            {
              action: 'manualReview.claim' as const,
              entityId: item.id,
              changes: { status: { from: ReviewStatus.New, to: ReviewStatus.InReview } },
            },
            {
              // A resubmission is a status set (service.ts setItemStatus), the others decisions.
              action:
                decision === 'requestResubmission'
                  ? ('manualReview.status' as const)
                  : ('manualReview.decision' as const),
              entityId: item.id,
              changes: {
                status: { from: ReviewStatus.InReview, to },
                ...(words ? { reason: { to: words } } : {}),
                ...(reasonCode ? { reasonCode: { to: reasonCode } } : {}),
              },
            },
          ];
        }),
    );
  }
}
