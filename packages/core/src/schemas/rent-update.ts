/** The rent update (aggiornamento ISTAT) and the deadlines list (docs/domain.md §15): request schemas. The contract's lease fields are in ./lease.ts. */
import { z } from 'zod';
import { isCalendarDate } from '../dates';
import { isIstatChangeInRange, parseIstatChange } from '../istat';
import { DEADLINE_KINDS } from '../lease-deadlines';
import { CONTRACT_MESSAGES, LEASE_MESSAGES } from '../messages';
import { optionalIdempotencyKeySchema } from './bill';
import { idSchema } from './common';
import { optionalFilter, pageSchema, pageSizeSchema } from './list';

/** The FOI change as typed ('1,8', '-0.5'), read into basis points; −20 %…+20 %, ≤ 2 decimals. */
export const istatChangeSchema = z
  .string({ error: LEASE_MESSAGES.changeInvalid })
  .max(20, { error: LEASE_MESSAGES.changeInvalid })
  .transform((text, ctx) => {
    const bps = parseIstatChange(text);
    if (bps === null || !isIstatChangeInRange(bps)) {
      ctx.addIssue({ code: 'custom', message: LEASE_MESSAGES.changeInvalid });
      return z.NEVER;
    }
    return bps;
  });

const calendarDate = (message: string) =>
  z.string({ error: message }).refine((v) => isCalendarDate(v), { error: message });

/** GET /api/contracts/:id/rent-update/preview?change=1,8 */
export const rentUpdatePreviewQuerySchema = z.object({ change: istatChangeSchema });

/** POST /api/contracts/:id/rent-update */
export const applyRentUpdateSchema = z.strictObject({
  anniversary: calendarDate(LEASE_MESSAGES.anniversaryInvalid),
  change: istatChangeSchema,
  effectiveFrom: calendarDate(LEASE_MESSAGES.effectiveFromInvalid).refine((v) => v.endsWith('-01'), {
    error: LEASE_MESSAGES.effectiveFromInvalid,
  }),
  /** One per opening of the card's confirmation: the same key again answers the update (decision 162). */
  idempotencyKey: optionalIdempotencyKeySchema,
});
export type ApplyRentUpdateInput = z.output<typeof applyRentUpdateSchema>;

/** GET /api/deadlines/page: the paged list shape of decision 080, filtered by kind and property. */
export const deadlineListQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
  kind: optionalFilter(z.enum(DEADLINE_KINDS, { error: LEASE_MESSAGES.invalidKind })),
  propertyId: optionalFilter(idSchema(CONTRACT_MESSAGES.propertyIdInvalid)),
});
export type DeadlineListQuery = z.output<typeof deadlineListQuerySchema>;
