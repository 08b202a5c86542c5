// Media items: images stored in object storage (S3-compatible) or the local media folder, with their checked metadata.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiClients } from './platform';

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which driver holds the bytes; the key is only meaningful to that driver. */
    storageDriver: text('storage_driver', { enum: ['s3', 'local'] }).notNull(),
    /** Random, never derived from the client's filename; objects are therefore never overwritten. */
    storageKey: text('storage_key').notNull().unique(),
    url: text('url').notNull(),
    /** Decided from the bytes, never from the client's MIME type or name. */
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] }).notNull(),
    fileSize: integer('file_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    /** The client's filename, for display only. */
    filename: text('filename'),
    title: text('title'),
    altText: text('alt_text'),
    /** How it arrived: multipart upload, ingest of an external image URL, or bytes from a generator. */
    origin: text('origin', { enum: ['upload', 'ingest', 'generated'] }).notNull(),
    /** The external URL an ingested image was downloaded from. */
    sourceUrl: text('source_url'),
    clientId: uuid('client_id').references(() => apiClients.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_sha256_idx').on(table.sha256), index('media_created_at_idx').on(table.createdAt.desc())],
);

export type MediaRow = typeof media.$inferSelect;

/**
 * Objects being written: a row exists from just before an object is put until its media row is saved (same
 * transaction), so an object that a crashed process left without a row is found and removed by the media sweep.
 */
export const mediaObjectsInFlight = pgTable(
  'media_objects_in_flight',
  {
    storageKey: text('storage_key').primaryKey(),
    storageDriver: text('storage_driver', { enum: ['s3', 'local'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_objects_in_flight_started_at_idx').on(table.startedAt)],
);

/**
 * Direct uploads (POST /api/public/agent/v1/media/uploads): the client sends the bytes straight to the storage (a
 * presigned S3 PUT, or this app's PUT route with the local driver) under `storageKey`, then completes the upload, which
 * checks them like a multipart upload and stores a media item. A row outlives its expiry by an hour (longer than any
 * request that began before it), then the media sweep removes it and whatever bytes its key still holds.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who created it and alone may complete it: `Caller.id` (lib/auth/caller.ts). */
    caller: text('caller').notNull(),
    storageDriver: text('storage_driver', { enum: ['s3', 'local'] }).notNull(),
    /** Where the unchecked bytes wait; random, and never the key of the media item they become. */
    storageKey: text('storage_key').notNull().unique(),
    filename: text('filename'),
    title: text('title'),
    altText: text('alt_text'),
    /** Declared by the client: the bytes must be exactly this size, and their sniffed type this one. */
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] }).notNull(),
    fileSize: integer('file_size').notNull(),
    /** SHA-256 (hex) of the token in the local driver's upload URL; null with S3, whose URL is signed instead. */
    tokenHash: text('token_hash'),
    /**
     * waiting: no bytes seen (S3 uploads stay here until completed); receiving/received: the local PUT runs/ran;
     * completing: checks running; completed: a media item was stored; refused: the bytes failed a check, removed.
     */
    state: text('state', { enum: ['waiting', 'receiving', 'received', 'completing', 'completed', 'refused'] })
      .notNull()
      .default('waiting'),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_uploads_expires_at_idx').on(table.expiresAt)],
);

export type MediaUploadRow = typeof mediaUploads.$inferSelect;
