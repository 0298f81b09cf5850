import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { MarkupAttachment } from '@waymark/contract/markup';
import { NotFoundError } from '../lib/errors.js';
import { markupPolicy } from '../policies/markup.policy.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type {
  AttachmentView,
  MarkupAttachmentRepository,
} from '../repositories/markup-attachment.repository.js';
import type { Storage } from '../storage/storage.js';
import { contentTypeOf } from '../uploads/content-type.js';
import { markupFileKey, receiveMarkupFile } from '../uploads/receive-markup-file.js';
import type { MarkupAccess } from './markup-access.js';
import { EXIF_HEAD_BYTES, PHOTO_NAME, photoFacts, thumbnailOf } from './markup-photo.js';
import { presentAttachment } from './markup.presenter.js';

/** A stored file as sendStoredFile serves it. */
export interface StoredFileRef {
  name: string;
  size: number;
  content_type: string | null;
  sha256: string;
  storage_key: string;
}

/**
 * Photos and files attached to markups: added (as the markup's changes are) through the same
 * storage, limits and checks as every upload; a photo sharp reads gets a thumbnail, and its EXIF
 * position and time are offered. Read by whoever reads the markup.
 */
export class MarkupAttachmentService {
  constructor(
    private readonly access: MarkupAccess,
    private readonly files: MarkupAttachmentRepository,
    private readonly storage: Storage,
  ) {}

  async list(principal: Principal, mapId: number, markupId: number): Promise<MarkupAttachment[]> {
    const { markup } = await this.access.markup(principal, mapId, markupId);
    return (await this.files.list(markup.id)).map(presentAttachment);
  }

  async add(
    principal: Principal,
    mapId: number,
    markupId: number,
    openParts: () => AsyncIterableIterator<Multipart>,
  ): Promise<MarkupAttachment> {
    const { markup } = await this.access.markup(principal, mapId, markupId);
    authorize(markupPolicy, principal, markup, 'attach');
    const file = await receiveMarkupFile(openParts, this.storage, (name) =>
      markupFileKey(mapId, markup.id, name),
    );
    let thumbnailKey: string | null = null;
    try {
      const photo = PHOTO_NAME.test(file.name) ? await this.photo(file.key) : null;
      if (photo?.thumbnail) {
        thumbnailKey = `${file.key.slice(0, file.key.lastIndexOf('/'))}/thumbnail.jpg`;
        await this.storage.put(thumbnailKey, Readable.from([photo.thumbnail]));
      }
      const id = await this.files.create({
        markup_id: markup.id,
        name: file.name,
        size: file.size,
        content_type: contentTypeOf(file.name),
        storage_key: file.key,
        thumbnail_key: thumbnailKey,
        sha256: file.sha256,
        longitude: photo?.facts.position?.[0] ?? null,
        latitude: photo?.facts.position?.[1] ?? null,
        taken_at: photo?.facts.takenAt ?? null,
        author_id: principal.id,
      });
      return presentAttachment((await this.files.find(markup.id, id))!);
    } catch (err) {
      await this.storage.delete([file.key, ...(thumbnailKey ? [thumbnailKey] : [])]);
      throw err;
    }
  }

  /** A thumbnail and EXIF facts for a photo sharp reads; no facts for a file that is none. */
  private async photo(key: string) {
    const thumbnail = await thumbnailOf(await this.storage.get(key));
    if (!thumbnail) return null;
    const size = (await this.storage.size(key)) ?? 0;
    const head = await this.storage.get(key, {
      start: 0,
      end: Math.min(size, EXIF_HEAD_BYTES) - 1,
    });
    return { thumbnail, facts: await photoFacts(await buffered(head)) };
  }

  /** A file of a markup the principal reads, to be sent. */
  async file(
    principal: Principal,
    mapId: number,
    markupId: number,
    attachmentId: number,
  ): Promise<StoredFileRef> {
    const row = await this.visible(principal, mapId, markupId, attachmentId);
    return { ...row, size: Number(row.size) };
  }

  /** Its thumbnail (a JPEG); 404 for a file that is no photo. */
  async thumbnail(
    principal: Principal,
    mapId: number,
    markupId: number,
    attachmentId: number,
  ): Promise<StoredFileRef> {
    const row = await this.visible(principal, mapId, markupId, attachmentId);
    const size = row.thumbnail_key ? await this.storage.size(row.thumbnail_key) : null;
    if (!row.thumbnail_key || size === null) throw new NotFoundError();
    return {
      name: `${row.name.replace(/\.[^.]*$/, '')}-thumbnail.jpg`,
      size,
      content_type: 'image/jpeg',
      // The thumbnail is made from the file alone: it changes when the file does.
      sha256: `${row.sha256}-t`,
      storage_key: row.thumbnail_key,
    };
  }

  async delete(
    principal: Principal,
    mapId: number,
    markupId: number,
    attachmentId: number,
  ): Promise<void> {
    const { markup } = await this.access.markup(principal, mapId, markupId);
    authorize(markupPolicy, principal, markup, 'attach');
    const keys = await this.files.delete(markup.id, attachmentId, principal.id);
    if (keys.length === 0) throw new NotFoundError();
    await this.storage.delete(keys);
  }

  private async visible(
    principal: Principal,
    mapId: number,
    markupId: number,
    attachmentId: number,
  ): Promise<AttachmentView> {
    const { markup } = await this.access.markup(principal, mapId, markupId);
    const row = await this.files.find(markup.id, attachmentId);
    if (!row) throw new NotFoundError();
    return row;
  }
}

async function buffered(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
