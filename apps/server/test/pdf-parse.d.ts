declare module 'pdf-parse/lib/pdf-parse.js' {
  /** Extracts the text of a PDF (the library's entry file runs a self-test on import, so tests use this one). */
  export default function pdfParse(data: Buffer): Promise<{ numpages: number; text: string; info: Record<string, unknown> }>;
}
