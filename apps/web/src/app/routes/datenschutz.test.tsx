import { SAMPLE_PRACTICE_SETTINGS, publicPart } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import legalTexts from '../../locales/de/legal.json';
import privacyTexts from '../../locales/de/privacy.json';
import profileTexts from '../../locales/de/profile.json';
import commonTexts from '../../locales/de/common.json';
import { jsonResponse, renderWithData } from '../../test/render.tsx';
import { serve } from '../../test/mfa-fixtures.ts';
import { Component as Datenschutz } from './datenschutz.tsx';

const settings = { ...publicPart(SAMPLE_PRACTICE_SETTINGS), email: 'datenschutz@praxis.example', loginLinkHours: 6 };

async function renderPage() {
  serve(({ url }) => (url === '/api/settings/public' ? jsonResponse(200, settings) : undefined));
  renderWithData(<Datenschutz />, { texts: { legal: legalTexts }, route: '/datenschutz' });
  await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
}
const sectionOf = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).closest('section') as HTMLElement;

describe('Privacy policy: what revDSG art. 19 asks a controller to tell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has one h2 per topic: controller, data, purposes, recipients, abroad, retention, cookies, rights, how to use them, complaint', async () => {
    await renderPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Verantwortliche Stelle',
      'Welche Personendaten wir bearbeiten',
      'Wozu wir Ihre Daten bearbeiten',
      'Empfänger und Auftragsbearbeiter',
      'Bekanntgabe ins Ausland',
      'Wie lange wir Ihre Daten aufbewahren',
      'Cookies und Website-Analyse',
      'Ihre Rechte',
      'So machen Sie Ihre Rechte geltend',
      'Beschwerde beim EDÖB',
      'Datensicherheit',
      'Änderungen dieser Datenschutzerklärung',
    ]);
    // Headings are headings, not bold paragraphs; the terms of a list are a description list.
    expect(sectionOf('Ihre Rechte').querySelectorAll('dt')).toHaveLength(6);
  });

  it('names the controller and how to reach them from the settings', async () => {
    await renderPage();
    const controller = within(screen.getByTestId('privacy-controller'));
    expect(controller.getByText(/Verantwortlich für die Bearbeitung Ihrer Personendaten ist Praxis Sanara GmbH\./)).toBeInTheDocument();
    expect(controller.getByText(/Seefeldstrasse 42/)).toHaveTextContent('Praxis Sanara GmbHSeefeldstrasse 428008 Zürich');
    expect(controller.getByRole('link', { name: 'datenschutz@praxis.example' })).toHaveAttribute('href', 'mailto:datenschutz@praxis.example');
  });

  it('tells each purpose, the categories of data, health data as particularly sensitive, recipients and their countries', async () => {
    await renderPage();
    const purposes = within(sectionOf('Wozu wir Ihre Daten bearbeiten'));
    for (const purpose of [
      'Buchung und Terminverwaltung',
      'Kundenkonto',
      'Behandlung',
      'Rechnungen, Buchhaltung und Quittungen für die Versicherung',
      'Gutscheine',
      'E-Mails',
      'Warteliste',
      'Website-Analyse und Werbung (nur mit Ihrer Einwilligung)',
    ])
      expect(purposes.getByText(purpose, { selector: 'dt' })).toBeInTheDocument();

    const data = within(sectionOf('Welche Personendaten wir bearbeiten'));
    for (const category of ['Kontaktdaten', 'Buchungsdaten', 'Zahlungsdaten', 'Gesundheitsdaten'])
      expect(data.getByText(category, { selector: 'dt' })).toBeInTheDocument();
    expect(data.getByText(/Gesundheitsdaten sind besonders schützenswerte Personendaten/)).toBeInTheDocument();

    const recipients = within(sectionOf('Empfänger und Auftragsbearbeiter'));
    expect(recipients.getByText('Hosting-Anbieter (Schweiz)')).toBeInTheDocument();
    expect(recipients.getByText('E-Mail-Anbieter (Schweiz)')).toBeInTheDocument();
    expect(recipients.getByText('Google Tag Manager (nur mit Ihrer Einwilligung; EU und USA)')).toBeInTheDocument();
    expect(recipients.getByText(/Erhält Ihre Quittung nur, wenn Sie diese selbst einreichen/)).toBeInTheDocument();
    expect(within(sectionOf('Bekanntgabe ins Ausland')).getByText(/Nur wenn Sie im Cookie-Hinweis einwilligen.*angemessene Garantien/)).toBeInTheDocument();
  });

  it('tells how long: 10 years for bookings and accounting (art. 958f OR), health records as cantonal rules require, the rest until the account is deleted', async () => {
    await renderPage();
    const retention = within(sectionOf('Wie lange wir Ihre Daten aufbewahren'));
    expect(retention.getByText(/10 Jahre auf \(Art\. 958f OR\)/)).toBeInTheDocument();
    expect(retention.getByText(/kantonalen Vorschriften.*im Kanton Zürich mindestens 10 Jahre nach der letzten Behandlung/)).toBeInTheDocument();
    expect(retention.getByText(/^Bis Ihr Konto gelöscht wird\./)).toBeInTheDocument();
    // The login link's lifetime comes from the settings.
    expect(retention.getByText(/Anmeldelinks sind 6 Stunden gültig/)).toBeInTheDocument();
  });

  it('names the rights, how to use them with the words the app shows, and the complaint to the EDÖB', async () => {
    await renderPage();
    const rights = within(sectionOf('Ihre Rechte'));
    for (const right of ['Auskunft', 'Berichtigung', 'Löschung', 'Herausgabe und Übertragung', 'Widerspruch'])
      expect(rights.getByText(right, { selector: 'dt' })).toBeInTheDocument();
    expect(rights.getByText(/gängigen elektronischen Format/)).toBeInTheDocument();

    const how = sectionOf('So machen Sie Ihre Rechte geltend');
    // The export and the profile are called what the account page calls them.
    expect(how).toHaveTextContent(`«${privacyTexts.own.button}»`);
    expect(how).toHaveTextContent(`«${profileTexts.title}»`);
    expect(how).toHaveTextContent('Schreiben Sie uns an datenschutz@praxis.example');

    const cookies = sectionOf('Cookies und Website-Analyse');
    expect(cookies).toHaveTextContent(`«${commonTexts.consent.accept}»`);
    expect(cookies).toHaveTextContent(`«${commonTexts.consent.settings}» und dann «${commonTexts.consent.reject}»`);
    expect(cookies).toHaveTextContent(`«${commonTexts.contact.mapShow}»`);

    expect(within(sectionOf('Beschwerde beim EDÖB')).getByText(/Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten \(EDÖB\)/)).toBeInTheDocument();
  });
});
