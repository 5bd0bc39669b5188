import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { customerFileContents, customerFiles, users } from '../../db/schema/index.ts';

/** A file's description as listed (its uploader's name, never its content). */
export interface CustomerFileRow {
  id: number;
  userId: number;
  fileName: string;
  extension: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: Date;
  uploadedBy: string | null;
}

const uploaderName = sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;
const columns = {
  id: customerFiles.id,
  userId: customerFiles.userId,
  fileName: customerFiles.fileName,
  extension: customerFiles.extension,
  mimeType: customerFiles.mimeType,
  sizeBytes: customerFiles.sizeBytes,
  uploadedAt: customerFiles.uploadedAt,
  uploadedBy: uploaderName,
};

// NOTE: the bytes travel as base64 text (encoded and decoded by PostgreSQL and by Node, both
// natively): PGlite's own bytea parameters and results are converted byte by byte in JavaScript,
// about ten times slower for a 20 MB file. node-postgres takes the same way.
const toBytea = (content: Buffer) => sql`decode(${content.toString('base64')}, 'base64')`;
const base64Content = sql<string>`encode(${customerFileContents.content}, 'base64')`;
const fromBase64 = (text: string) => Buffer.from(text, 'base64');

const described = (db: Executor) => db.select(columns).from(customerFiles).leftJoin(users, eq(users.id, customerFiles.uploadedByUserId));

/** The files of `userId`, newest first; the content table is not read. */
export function customerFileRows(db: Executor, userId: number): Promise<CustomerFileRow[]> {
  return described(db).where(eq(customerFiles.userId, userId)).orderBy(desc(customerFiles.uploadedAt), desc(customerFiles.id));
}

export async function customerFileRow(db: Executor, id: number): Promise<CustomerFileRow | undefined> {
  const [row] = await described(db).where(eq(customerFiles.id, id));
  return row;
}

/** One file's content, or undefined. */
export async function customerFileContent(db: Executor, id: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ content: base64Content }).from(customerFileContents).where(eq(customerFileContents.fileId, id));
  return row ? fromBase64(row.content) : undefined;
}

/**
 * Takes the practice's file-quota lock until the transaction ends, then answers the bytes all files
 * hold together. NOTE: two uploads check and insert one after the other, so both cannot pass the quota.
 */
export async function lockedFilesBytes(tx: Executor): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('customer-files:quota', 0))`);
  const [row] = await tx.select({ total: sql<string | null>`sum(${customerFiles.sizeBytes})` }).from(customerFiles);
  return Number(row?.total ?? 0);
}

/** Stores a file and its content; call it inside a transaction so that a failure leaves neither. */
export async function insertCustomerFile(
  tx: Executor,
  values: { userId: number; fileName: string; extension: string; mimeType: string; uploadedByUserId: number; uploadedAt: Date },
  content: Buffer,
): Promise<number> {
  const [row] = await tx
    .insert(customerFiles)
    .values({ ...values, sizeBytes: content.length })
    .returning({ id: customerFiles.id });
  if (!row) throw new Error('customer file insert returned nothing');
  await tx.insert(customerFileContents).values({ fileId: row.id, content: toBytea(content) });
  return row.id;
}

/** Deletes a file with its content; false when it was gone already. */
export async function deleteCustomerFile(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx.delete(customerFiles).where(eq(customerFiles.id, id)).returning({ id: customerFiles.id });
  return rows.length > 0;
}

/** How many files each of `userIds` has (customers without files are missing from the map). */
export async function customerFileCounts(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: customerFiles.userId, files: count() })
    .from(customerFiles)
    .where(inArray(customerFiles.userId, userIds))
    .groupBy(customerFiles.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.files)]));
}

/** Every file of `userId` with its content, oldest first (the data export). */
export async function listCustomerFilesWithContent(db: Executor, userId: number) {
  const rows = await db
    .select({
      id: customerFiles.id,
      fileName: customerFiles.fileName,
      extension: customerFiles.extension,
      mimeType: customerFiles.mimeType,
      sizeBytes: customerFiles.sizeBytes,
      uploadedAt: customerFiles.uploadedAt,
      content: base64Content,
    })
    .from(customerFiles)
    .innerJoin(customerFileContents, eq(customerFileContents.fileId, customerFiles.id))
    .where(eq(customerFiles.userId, userId))
    .orderBy(customerFiles.uploadedAt, customerFiles.id);
  return rows.map((row) => ({ ...row, content: fromBase64(row.content) }));
}

/** Records who read or changed whose files. */
export const audit = (db: Executor, entry: { actorUserId: number; subjectUserId: number; action: string; detail?: unknown; at: Date }) => writeAudit(db, entry);

/** Deletes every file of a user, their contents with them (on delete cascade; an erasure); answers how many. */
export async function deleteFilesOfUser(tx: Executor, userId: number): Promise<number> {
  return (await tx.delete(customerFiles).where(eq(customerFiles.userId, userId)).returning({ id: customerFiles.id })).length;
}
