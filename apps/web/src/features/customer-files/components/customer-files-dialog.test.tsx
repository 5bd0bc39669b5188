import type { CustomerFile } from '@praxis/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/files.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { CustomerFilesDialog } from './customer-files-dialog.tsx';

/** A stand-in for XMLHttpRequest: the test answers each upload and reports its progress. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const file = (id: number, changes: Partial<CustomerFile> = {}): CustomerFile => ({
  id,
  fileName: `Befund ${id}.pdf`,
  extension: 'pdf',
  mimeType: 'application/pdf',
  sizeBytes: 2_400_000,
  uploadedAt: '2027-03-01T08:15:00.000Z',
  uploadedBy: 'Lea Brunner',
  ...changes,
});

describe('CustomerFilesDialog', () => {
  let stored: CustomerFile[];
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    stored = [];
    FakeXhr.sent = [];
    document.cookie = 'XSRF-TOKEN=token-1';
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        stored = stored.filter((f) => url !== `/api/staff/files/${f.id}`);
        return jsonResponse(200, { status: 'success' });
      }
      return jsonResponse(200, { files: stored });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = () => renderWithData(<CustomerFilesDialog customer={{ id: 42, name: 'Anna Muster' }} onClose={() => {}} />, { texts: { files: texts, common } });

  it('is titled with the customer’s name and says when there are no files', async () => {
    show();
    expect(await screen.findByText('Dateien von Anna Muster')).toBeInTheDocument();
    expect(await screen.findByTestId('files-empty')).toHaveTextContent(texts.empty);
    expect(fetchMock).toHaveBeenCalledWith('/api/staff/customers/42/files', expect.anything());
  });

  it('lists each file with its name, type, size and date, opening it in a new tab', async () => {
    stored = [file(7), file(8, { fileName: 'Notiz.txt', extension: 'txt', mimeType: 'text/plain', sizeBytes: 512 })];
    show();
    const table = await screen.findByRole('table', { name: texts.table.label });
    const link = within(table).getByRole('link', { name: 'Befund 7.pdf' });
    expect(link).toHaveAttribute('href', '/api/staff/files/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(table).getByText('txt')).toBeInTheDocument();
    expect(within(table).getAllByText(/2[.,]4\sMB/)).toHaveLength(1);
    expect(within(table).getByText(/512\sbyte/i)).toBeInTheDocument();
    expect(within(table).getAllByText(/1\.3\.2027, 09:15/)).toHaveLength(2);
  });

  it('uploads several files at once, each with its progress, and lists them when done', async () => {
    show();
    await screen.findByTestId('files-empty');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File(['%PDF-1.4'], 'Befund.pdf', { type: 'application/pdf' });
    const png = new File(['png'], 'Foto.png', { type: 'image/png' });
    await userEvent.upload(input, [pdf, png]);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/staff/customers/42/files');
    expect(first.headers['X-XSRF-TOKEN']).toBe('token-1');
    expect((first.body!.get('file') as File).name).toBe('Befund.pdf');
    expect((second.body!.get('file') as File).name).toBe('Foto.png');

    first.progress(50, 100);
    const uploads = screen.getByTestId('uploads');
    expect(within(uploads).getByText('50 %')).toBeInTheDocument();
    expect(within(uploads).getByText('Foto.png')).toBeInTheDocument();

    stored = [file(1, { fileName: 'Befund.pdf' })];
    first.respond(201, { file: stored[0] });
    expect(await screen.findByRole('link', { name: 'Befund.pdf' })).toBeInTheDocument();
    expect(within(uploads).queryByText('Befund.pdf')).not.toBeInTheDocument();

    second.respond(415, { error: { code: 'UNSUPPORTED_FILE', message: 'no' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Foto.png');
    expect(alert).toHaveTextContent(common.errors.UNSUPPORTED_FILE);
  });

  it('explains an upload over the quota by its error code', async () => {
    show();
    await screen.findByTestId('files-empty');
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'gross.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(409, { error: { code: 'QUOTA_EXCEEDED', message: 'full' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.QUOTA_EXCEEDED);
  });

  it('deletes a file only after asking', async () => {
    stored = [file(7)];
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Befund 7.pdf löschen' }));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/staff/files/7', expect.objectContaining({ method: 'DELETE' }));
    await userEvent.click(screen.getByRole('button', { name: texts.delete.confirm }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/staff/files/7', expect.objectContaining({ method: 'DELETE' })));
    expect(await screen.findByTestId('files-empty')).toBeInTheDocument();
  });
});
