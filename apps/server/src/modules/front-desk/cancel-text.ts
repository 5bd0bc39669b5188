import type { CancelReason, CostOption, PracticeSettings } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailText } from '../../lib/server-texts.ts';
import { bookingMailValues } from '../notifications/index.ts';
import { findBooking } from '../bookings/index.ts';

export interface CancelChoices {
  cancelType: 3 | 4 | 5;
  reason: CancelReason;
  costOption: CostOption;
  language: string;
}

/**
 * The cancellation mail's text as the dialogue prefills it, in `language`: why it is cancelled,
 * the reason, what it costs, a closing line; paragraphs separated by a blank line.
 */
export function composeCancelText(
  choices: CancelChoices,
  booking: Parameters<typeof bookingMailValues>[0],
  therapyLabelKey: string,
  practice: PracticeSettings,
) {
  const lang = choices.language;
  const values = bookingMailValues(booking, lang, therapyLabelKey, practice);
  const key = (k: string) => mailText(lang, `booking.staffCancel.${k}`, values);
  const cost = choices.cancelType === 5 ? key(`cost.${choices.costOption}`) : key('cost.free');
  // A general reason needs no sentence of its own.
  const reason = choices.reason === 'general' ? '' : ` ${key(`reason.${choices.reason}`)}`;
  const paragraphs = [`${key(`opening.${choices.cancelType}`)}${reason}`, cost, key('closing')];
  return { subject: key('subject'), text: paragraphs.join('\n\n') };
}

export async function cancelText(ctx: AppContext, id: number, choices: CancelChoices) {
  const found = await findBooking(ctx.db, id, null);
  if (!found) throw new AppError('NOT_FOUND', 'No such booking.');
  return composeCancelText(choices, found.booking, found.labelKey, await ctx.settings());
}
