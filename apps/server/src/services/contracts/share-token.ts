import { createHmac } from 'node:crypto';
import { hashToken } from '../../lib/tokens';

/**
 * The public statement token of a contract (docs/domain.md §8; docs/decisions share-token record).
 * Derived, not stored: base64url(HMAC-SHA256(server secret, 'share:' + id + ':' + created_at
 * [+ ':' + version once regenerated])),
 * 256 bits. The server can show the link again at any time, while the database keeps only
 * sha256(token) in contract.share_token_hash — a dump without the secret opens nothing.
 */
export function deriveShareToken(
  secret: string,
  contractRow: { id: string; createdAt: Date; shareTokenVersion?: number },
): string {
  const version = contractRow.shareTokenVersion ?? 0;
  // Version 0 keeps the original message, so links shared before rotation existed still work.
  const suffix = version === 0 ? '' : `:${version}`;
  return createHmac('sha256', secret)
    .update(`share:${contractRow.id}:${contractRow.createdAt.toISOString()}${suffix}`)
    .digest('base64url');
}

/** What contract.share_token_hash holds; the public statement looks a token up by this. */
export function shareTokenHash(token: string): string {
  return hashToken(token);
}
