import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './playwright.config.ts';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Attachments as text (calendar files). */
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

function mailsTo(address: string, dir: string): CapturedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to === address);
}

/** Waits until `address` has received `count` mails (of the server writing to `dir`) and returns the newest. */
export async function waitForMail(address: string, count = 1, dir = MAIL_DIR): Promise<CapturedMail> {
  await expect.poll(() => mailsTo(address, dir).length, { timeout: 20_000, message: `mail ${count} to ${address}` }).toBeGreaterThanOrEqual(count);
  return mailsTo(address, dir)[count - 1]!;
}

/** Waits until `address` has received a mail whose subject contains `subject` (other journeys may write to the same address) and returns it. */
export async function waitForMailAbout(address: string, subject: string, dir = MAIL_DIR): Promise<CapturedMail> {
  await expect
    .poll(() => mailsTo(address, dir).some((mail) => mail.subject.includes(subject)), { timeout: 20_000, message: `mail "${subject}" to ${address}` })
    .toBe(true);
  return mailsTo(address, dir).find((mail) => mail.subject.includes(subject))!;
}

/** The login link of a mail, as a path on the app (the host is PUBLIC_URL's). */
export function loginPath(mail: CapturedMail): string {
  const match = mail.text.match(/https?:\/\/\S+pw=[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`no login link in "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** A fresh address per test run, so journeys never see each other's mails. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
