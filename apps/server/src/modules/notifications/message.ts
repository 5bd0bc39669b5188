import type { PracticeSettings } from '@praxis/domain';
import type { MailAttachment, MailContent } from './render-mail.ts';

/** Who a message goes to: the address, the language it is written in, the name it greets (a user row fits). */
export interface Recipient {
  email: string;
  language: string;
  firstName: string | null;
  lastName: string | null;
}

/** What a booking mail tells about the booking (a booking row fits). */
export interface BookingFacts {
  id: number;
  therapyId: number;
  arrangementId: number;
  startsAt: Date;
  durationMinutes: number;
  priceRappen: number;
  temporaryUntil: Date | null;
  /** Raised with every move (the calendar file's SEQUENCE). */
  sequence?: number;
  /** The booking number's year and number in it (`formatBookingNumber`); a mail names it when set. */
  numberYear?: number | null;
  numberInYear?: number | null;
}

/** What every message is built with besides its own data. */
export interface MessageEnv {
  /** The recipient's language. */
  language: string;
  practice: PracticeSettings;
  /** `PUBLIC_URL`, the base of links. */
  publicUrl: string;
  /** The host name Message-IDs (and calendar UIDs) are made with. */
  messageDomain: string;
}

/** A message's texts (laid out as HTML and plain text by `renderMail`) and its attachments. */
export interface MessageDraft extends MailContent {
  attachments?: MailAttachment[];
}

/** The data every message carries: its recipient. */
export interface MessageData {
  to: Recipient;
}

/** One message of the catalogue: builds the draft from its data in the recipient's language. */
export type MessageBuilder<D extends MessageData> = (data: D, env: MessageEnv) => MessageDraft;

/** Declares a message builder (the type of `data` becomes the message's data in `notify`). */
export const defineMessage = <D extends MessageData>(build: MessageBuilder<D>): MessageBuilder<D> => build;
