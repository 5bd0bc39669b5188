import type { PublicArrangement, PublicTherapy } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/therapist-profile.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import type { TherapistProfile } from '../api/therapist-profile-queries.ts';
import { TherapistProfileEditor, type OfferCatalogue } from './therapist-profile-editor.tsx';

const bundles = { texts: { 'therapist-profile': texts } };

const germanBio = {
  title: 'Medizinische Masseurin',
  summary: 'Seit zehn Jahren in der Praxis.',
  paragraphs: ['Erst dies.', 'Dann das.'],
  focus: ['Rücken'],
  qualifications: [],
};
const profile = (overrides: Partial<TherapistProfile> = {}): TherapistProfile => ({
  id: 7,
  firstName: 'Lea',
  lastName: 'Leer',
  bio: {},
  languages: ['de'],
  zsr: null,
  emr: null,
  published: false,
  offers: [],
  photoUrl: null,
  mayManage: false,
  ...overrides,
});

const therapy = (id: number, labelKey: string, arrangementIds: number[]): PublicTherapy => ({
  id,
  labelKey,
  image: '',
  sortOrder: id,
  arrangementIds,
  texts: {},
});
const arrangement = (id: number, durationMinutes: number): PublicArrangement => ({
  id,
  durationMinutes,
  slotMinutes: durationMinutes,
  priceRappen: 10000,
  image: '',
});
const NAMES: Record<string, string> = { classic: 'Klassische Massage', sports: 'Sportmassage' };
const catalogue: OfferCatalogue = {
  therapies: [therapy(1, 'classic', [1, 2]), therapy(2, 'sports', [2, 3])],
  arrangements: [arrangement(1, 30), arrangement(2, 60), arrangement(3, 90)],
  therapyName: (t) => NAMES[t.labelKey] ?? t.labelKey,
};

/** Records the bodies of the profile saves and answers with `warnings`. */
function stubSave(futureBookingsWithoutOffer = 0) {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT' && url === '/api/admin/therapists/7/profile') {
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { ...profile(), warnings: { futureBookingsWithoutOffer } });
    }
    return jsonResponse(200, profile());
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies, fetchMock };
}

const bio = () => within(screen.getByTestId('profile-bio'));
const save = () => userEvent.click(screen.getByTestId('profile-save'));

describe('TherapistProfileEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an empty German title with the translated message and sends nothing', async () => {
    const { fetchMock } = stubSave();
    renderWithData(<TherapistProfileEditor profile={profile()} />, bundles);
    await userEvent.type(bio().getByRole('textbox', { name: new RegExp(`^${texts.bio.fields.summary}`) }), 'Kurz gesagt.');
    await save();
    const title = bio().getByRole('textbox', { name: new RegExp(`^${texts.bio.fields.title}`) });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(await bio().findByText(texts.errors.required)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends only the biography on a therapist's own save, empty languages left out", async () => {
    const { bodies } = stubSave();
    renderWithData(<TherapistProfileEditor profile={profile()} catalogue={catalogue} />, bundles);
    expect(screen.queryByTestId('profile-registry')).toBeNull();
    expect(screen.queryByTestId('profile-offers')).toBeNull();
    await userEvent.type(bio().getByRole('textbox', { name: new RegExp(`^${texts.bio.fields.title}`) }), 'Masseurin');
    await userEvent.type(bio().getByRole('textbox', { name: new RegExp(`^${texts.bio.fields.summary}`) }), 'Kurz gesagt.');
    await userEvent.type(bio().getByRole('textbox', { name: texts.bio.fields.paragraphs }), 'Erster Absatz.{Enter}{Enter}Zweiter{Enter}Absatz.');
    await userEvent.type(bio().getByRole('textbox', { name: texts.bio.fields.focus }), 'Rücken{Enter}{Enter}  Nacken  ');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(texts.save.done);
    expect(bodies).toEqual([
      {
        bio: {
          de: {
            title: 'Masseurin',
            summary: 'Kurz gesagt.',
            paragraphs: ['Erster Absatz.', 'Zweiter\nAbsatz.'],
            focus: ['Rücken', 'Nacken'],
            qualifications: [],
          },
        },
      },
    ]);
  });

  it("sends a manager's whole profile with the chosen durations and shows the warning about bookings", async () => {
    const { bodies } = stubSave(2);
    renderWithData(
      <TherapistProfileEditor
        profile={profile({ mayManage: true, bio: { de: germanBio }, offers: [{ therapyId: 2, arrangementIds: [3, 99] }] })}
        catalogue={catalogue}
      />,
      bundles,
    );
    const offers = within(screen.getByTestId('profile-offers'));
    await userEvent.click(offers.getByRole('checkbox', { name: 'Klassische Massage' }));
    await userEvent.click(within(offers.getByRole('group', { name: 'Dauern für Klassische Massage' })).getByRole('checkbox', { name: '60 Min.' }));
    await userEvent.type(within(screen.getByTestId('profile-registry')).getByRole('textbox', { name: new RegExp(`^${texts.registry.zsr}`) }), 'a123456');
    await userEvent.click(screen.getByRole('switch', { name: new RegExp(`^${texts.registry.published}`) }));
    await save();
    expect(await screen.findByText(/2 künftige Buchungen betreffen/)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        bio: { de: germanBio },
        languages: ['de'],
        zsr: 'A123456',
        emr: null,
        published: true,
        offers: [
          { therapyId: 1, arrangementIds: [2] },
          { therapyId: 2, arrangementIds: [3] },
        ],
      },
    ]);
  });

  it('asks for a duration of a therapy checked without one and sends nothing', async () => {
    const { fetchMock } = stubSave();
    renderWithData(<TherapistProfileEditor profile={profile({ mayManage: true, bio: { de: germanBio } })} catalogue={catalogue} />, bundles);
    await userEvent.click(within(screen.getByTestId('profile-offers')).getByRole('checkbox', { name: 'Sportmassage' }));
    await save();
    expect(await within(screen.getByTestId('profile-offers')).findByText(texts.errors.durationNeeded)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the language in error and focuses its field', async () => {
    const { fetchMock } = stubSave();
    renderWithData(<TherapistProfileEditor profile={profile({ bio: { de: germanBio } })} />, bundles);
    await userEvent.click(bio().getByRole('tab', { name: 'English' }));
    const focus = bio().getByRole('textbox', { name: texts.bio.fields.focus });
    await userEvent.click(focus);
    await userEvent.paste(Array.from({ length: 21 }, (_, i) => `Punkt ${i}`).join('\n'));
    await userEvent.click(bio().getByRole('tab', { name: /Deutsch/ }));
    await save();
    expect(await bio().findByText(texts.errors.tooMany)).toBeInTheDocument();
    expect(bio().getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await vi.waitFor(() => expect(focus).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a photo over 5 MB before sending it', async () => {
    const { fetchMock } = stubSave();
    renderWithData(<TherapistProfileEditor profile={profile()} />, bundles);
    const input = screen.getByTestId('profile-photo').querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'gross.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(common.errors.PAYLOAD_TOO_LARGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
