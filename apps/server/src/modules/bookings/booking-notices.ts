import type { PracticeSettings } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { mailText } from '../../lib/server-texts.ts';
import type { UserRow } from '../account/account.repo.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { renderMail } from '../mail/render-mail.ts';
import { bookingMailValues, fullName, greetingFor } from './booking-mail-values.ts';
import type { BookingRow } from './bookings.repo.ts';

/** Who cancelled: the customer, the system (personal data missing in time) or the practice. */
export type CancellationReason = 'customer' | 'system' | 'practice';

interface BookingNotice {
  booking: BookingRow;
  therapyLabelKey: string;
  practice: PracticeSettings;
  publicUrl: string;
  messageDomain: string;
}

/**
 * Tells the customer, in their language, that the booking was cancelled and why; `charged` says the
 * full price is due (a customer's late cancellation). The button books the same therapy and
 * arrangement again (a plain link: choosing a slot needs no login).
 */
export async function enqueueCancellationNotice(
  db: Executor,
  options: BookingNotice & { customer: UserRow; reason: CancellationReason; charged: boolean },
): Promise<void> {
  const { booking, customer, practice, reason } = options;
  const lang = customer.language;
  const values = bookingMailValues(booking, lang, options.therapyLabelKey, practice);
  const mail = renderMail(
    {
      subject: mailText(lang, `booking.cancelled.${reason}.subject`, values),
      greeting: greetingFor(customer, lang),
      paragraphs: [
        mailText(lang, `booking.cancelled.${reason}.intro`, values),
        mailText(lang, options.charged ? 'booking.cancelled.charged' : 'booking.cancelled.free', values),
      ],
      action: {
        label: mailText(lang, 'booking.cancelled.button'),
        url: `${options.publicUrl}/bookoptions?therapyid=${booking.therapyId}&arrangementid=${booking.arrangementId}`,
      },
      notes: [mailText(lang, 'booking.cancelled.rebook')],
    },
    lang,
    practice,
  );
  await enqueueMail(db, customer.email, mail, options.messageDomain);
}

/**
 * Tells the therapist, in the therapist's language, that the customer comes for the first therapy
 * without a signed health form; the button opens the customer's profile in the staff view.
 */
export async function enqueueHealthFormReminder(db: Executor, options: BookingNotice & { customer: UserRow; therapist: UserRow }): Promise<void> {
  const { booking, customer, therapist, practice } = options;
  const lang = therapist.language;
  const values = {
    ...bookingMailValues(booking, lang, options.therapyLabelKey, practice),
    customer: fullName(customer) || customer.email,
    email: customer.email,
  };
  const mail = renderMail(
    {
      subject: mailText(lang, 'booking.healthReminder.subject', values),
      greeting: greetingFor(therapist, lang),
      paragraphs: [mailText(lang, 'booking.healthReminder.intro', values), mailText(lang, 'booking.healthReminder.hint')],
      action: { label: mailText(lang, 'booking.healthReminder.button'), url: `${options.publicUrl}/account?email=${encodeURIComponent(customer.email)}` },
    },
    lang,
    practice,
  );
  await enqueueMail(db, therapist.email, mail, options.messageDomain);
}
