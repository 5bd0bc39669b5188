import { ABSENCE_TYPES, ARRANGEMENTS, FIRST_START_PRACTICE_SETTINGS, PAYMENT_TYPES, ROLE_LIST, SAMPLE_PRACTICE_SETTINGS, THERAPIES } from '@praxis/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { absenceTypes, arrangementPrices, arrangements, paymentTypes, roles, settings, therapies, therapyArrangements } from '../db/schema/index.ts';
import { PRACTICE_SETTINGS_KEY, SITE_KEY } from '../modules/settings/settings.repo.ts';

/**
 * Seeds reference data idempotently. Names of roles and types are kept in step with the code;
 * therapies, prices and settings are only inserted when missing, so staff edits survive restarts.
 * A new database starts with the practice's own data empty and its site unpublished (`'empty'`),
 * or as the sample practice, published (`'sample'`: the demo and the tests).
 */
export async function seedReferenceData(db: Executor, start: 'empty' | 'sample' = 'empty'): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values([...ROLE_LIST])
      .onConflictDoUpdate({ target: roles.id, set: { name: sql`excluded.name` } });
    await tx
      .insert(absenceTypes)
      .values(ABSENCE_TYPES.map((t) => ({ id: t.id, key: t.key })))
      .onConflictDoUpdate({ target: absenceTypes.id, set: { key: sql`excluded.key` } });
    await tx
      .insert(paymentTypes)
      .values(PAYMENT_TYPES.map((t) => ({ ...t })))
      .onConflictDoUpdate({
        target: paymentTypes.id,
        set: { key: sql`excluded.key`, forBooking: sql`excluded.for_booking`, forVoucher: sql`excluded.for_voucher` },
      });
    const newArrangements = await tx
      .insert(arrangements)
      .values([...ARRANGEMENTS])
      .onConflictDoNothing()
      .returning();
    if (newArrangements.length > 0) {
      await tx
        .insert(arrangementPrices)
        .values(
          newArrangements.map((a) => ({ arrangementId: a.id, priceRappen: a.priceRappen, durationMinutes: a.durationMinutes, slotMinutes: a.slotMinutes })),
        );
    }
    const inserted = await tx
      .insert(therapies)
      .values(THERAPIES.map((t) => ({ id: t.id, labelKey: t.labelKey, image: t.image, sortOrder: t.id, tariff590Code: t.tariff590Code ?? null })))
      .onConflictDoNothing()
      .returning({ id: therapies.id });
    const fresh = new Set(inserted.map((row) => row.id));
    const links = THERAPIES.filter((t) => fresh.has(t.id)).flatMap((t) => t.arrangementIds.map((arrangementId) => ({ therapyId: t.id, arrangementId })));
    if (links.length > 0) await tx.insert(therapyArrangements).values(links).onConflictDoNothing();
    // NOTE: without the tag-manager id, so TAG_MANAGER_ID stays its default until an admin saves (ADR 007);
    // without the staff's second factor, so its default (required) holds until an admin or the demo chooses.
    const { tagManagerId: _unset, staffMfaRequired: _default, ...firstStart } = start === 'sample' ? SAMPLE_PRACTICE_SETTINGS : FIRST_START_PRACTICE_SETTINGS;
    const newPractice = await tx
      .insert(settings)
      .values({ key: PRACTICE_SETTINGS_KEY, value: firstStart })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    // A new database's site waits for its set-up (a database from before the checklist has no row: published).
    if (newPractice.length > 0)
      await tx
        .insert(settings)
        .values({ key: SITE_KEY, value: { published: start === 'sample' } })
        .onConflictDoNothing();
  });
}
