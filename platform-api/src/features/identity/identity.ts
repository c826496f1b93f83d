import { IDENTITY_IMAGES, type IdentityState, type IdentityStatus } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure, malformed } from '../../http/errors';

interface Row {
  state: Exclude<IdentityState, 'none'>;
  reason: string | null;
  submitted_at: number;
}

export function identityStatus(db: Db, memberId: number): IdentityStatus {
  const row = db
    .prepare('SELECT state, reason, submitted_at FROM identity_verifications WHERE member_id = ?')
    .get(memberId) as Row | undefined;
  if (!row) return { state: 'none', reason: null, submittedAt: null };
  return {
    state: row.state,
    reason: row.state === 'rejected' ? row.reason : null,
    submittedAt: new Date(row.submitted_at).toISOString(),
  };
}

/**
 * Takes the three images the member uploaded before (the promotion upload, which already checks type
 * and size) into the submission and puts it under review. Only a first submission or one after a
 * rejection is taken.
 */
export function submitIdentity(
  db: Db,
  memberId: number,
  uploads: Record<(typeof IDENTITY_IMAGES)[number], string>,
  now: number,
): IdentityStatus {
  db.transaction(() => {
    const state = identityStatus(db, memberId).state;
    if (state === 'review' || state === 'verified') {
      throw new ApiFailure(403, 'auth.no_permission', `The ID cannot be submitted while it is ${state}.`);
    }
    if (new Set(Object.values(uploads)).size !== IDENTITY_IMAGES.length) {
      throw malformed('The front, the back and the selfie must be three different images.', 'uploads');
    }
    const loose = db.prepare(
      'SELECT mime, bytes FROM activity_uploads WHERE id = ? AND member_id = ? AND entry_id IS NULL',
    );
    const images = IDENTITY_IMAGES.map((side) => {
      const image = loose.get(uploads[side], memberId) as { mime: string; bytes: Buffer } | undefined;
      if (!image) throw malformed(`The ${side} image was not uploaded by this member; upload it again.`, side);
      return { side, ...image };
    });
    db.prepare(
      `INSERT INTO identity_verifications (member_id, state, reason, submitted_at, reviewed_at)
       VALUES (?, 'review', NULL, ?, NULL)
       ON CONFLICT (member_id) DO UPDATE SET state = 'review', reason = NULL,
         submitted_at = excluded.submitted_at, reviewed_at = NULL`,
    ).run(memberId, now);
    db.prepare('DELETE FROM identity_images WHERE member_id = ?').run(memberId);
    const keep = db.prepare('INSERT INTO identity_images (member_id, side, mime, bytes) VALUES (?, ?, ?, ?)');
    const drop = db.prepare('DELETE FROM activity_uploads WHERE id = ?');
    for (const image of images) {
      keep.run(memberId, image.side, image.mime, image.bytes);
      drop.run(uploads[image.side]);
    }
  })();
  return identityStatus(db, memberId);
}

/** The back office's decision on the submission under review. */
export function reviewIdentity(
  db: Db,
  memberId: number,
  decision: { approve: true } | { approve: false; reason: string },
  now: number,
): IdentityStatus {
  const changed = db
    .prepare(
      `UPDATE identity_verifications SET state = ?, reason = ?, reviewed_at = ?
        WHERE member_id = ? AND state = 'review'`,
    )
    .run(decision.approve ? 'verified' : 'rejected', decision.approve ? null : decision.reason, now, memberId);
  if (changed.changes === 0) throw new ApiFailure(403, 'auth.no_permission', 'No ID submission is under review.');
  return identityStatus(db, memberId);
}
