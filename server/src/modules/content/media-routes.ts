import { LRUCache } from 'lru-cache';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiErrorSchema, type LanguageId } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentMountPath } from '../../config.ts';
import { isNotModified, strongEtag } from '../../lib/etag.ts';
import { mediaTypesKey } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import type { DocumentLibrary } from './documents/library.ts';
import { renderArtwork } from './media/artwork.ts';
import { parseArtworkFile, parseLegalFile, parseTechnicalFile, type DocumentRequest } from './media/catalogue.ts';
import { renderPdf } from './media/pdf.ts';

/** The committed media files (videos, captions), served as they are. */
export const mediaDir = path.resolve(import.meta.dirname, '../../../content/media');

const oneDay = 'public, max-age=86400';
const oneYear = 'public, max-age=31536000, immutable';

/** A file whose name carries a content hash (`name.<8+ hex>.ext`) never changes, so it is cached for good. */
export function isContentHashed(file: string): boolean {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+$/.test(file);
}

/** Media may be loaded from another origin (a CDN in front of this server), so they opt out of same-origin CORP. */
function mediaHeaders(reply: FastifyReply, cacheControl: string): void {
  reply.header('cache-control', cacheControl).header('cross-origin-resource-policy', 'cross-origin');
}

interface Rendered {
  body: Buffer;
  contentType: string;
  etag: string;
  disposition?: string;
}

/** Generated media by file name, the most recently used kept (a few hundred kilobytes at most). */
class RenderCache {
  private readonly entries: LRUCache<string, Promise<Rendered>>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  /** The cached rendering of `key`, or `produce`'s; a failed rendering is not kept, so the next request tries again. */
  get(key: string, produce: () => Promise<Rendered>): Promise<Rendered> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const rendering = produce();
    this.entries.set(key, rendering);
    rendering.catch(() => {
      if (this.entries.peek(key) === rendering) this.entries.delete(key);
    });
    return rendering;
  }
}

function rendered(body: Buffer, contentType: string, disposition?: string): Rendered {
  return { body, contentType, etag: strongEtag(body), ...(disposition ? { disposition } : {}) };
}

function send(request: FastifyRequest, reply: FastifyReply, media: Rendered) {
  mediaHeaders(reply, oneDay);
  reply.header('etag', media.etag);
  if (media.disposition) reply.header('content-disposition', media.disposition);
  if (isNotModified(request, media.etag)) return reply.code(304).send();
  return reply.type(media.contentType).send(media.body);
}

function documentPdf(documents: DocumentLibrary, document: DocumentRequest, file: string): Promise<Rendered> {
  const text =
    document.kind === 'legal'
      ? documents.legal[document.slug as keyof DocumentLibrary['legal']]?.texts[document.language]
      : documents.technical[document.slug]?.[document.language];
  // The file names were checked against the library already.
  if (!text) throw httpError(404, `There is no document "${file}".`);
  const footer = 'Customer Portal';
  return renderPdf(text, {
    language: document.language as LanguageId,
    footer,
    ...(document.version ? { version: document.version } : {}),
  }).then((body) => rendered(body, 'application/pdf', `inline; filename="${file}"`));
}

/**
 * Content media at CONTENT_RESOURCE_PATH (its path, for an absolute URL): artwork renditions drawn on request, the
 * legal and technical documents as PDF, and the committed files of `content/media/`. Public, long-cached, no
 * directory listings; only names the patterns accept reach the renderers, and the file mount never leaves its folder.
 */
export interface MediaRoutesOptions {
  /** The documents served as PDF (the demo's, or none). */
  documents: DocumentLibrary;
}

const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (plain, { documents }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const mount = contentMountPath(app.config.CONTENT_RESOURCE_PATH);
  const cache = new RenderCache(400);
  const fileParams = z.object({ file: z.string().min(1).max(160) });
  const schema = (summary: string, mediaType: string) => ({
    tags: ['content media'],
    summary,
    params: fileParams,
    response: { 404: apiErrorSchema },
    [mediaTypesKey]: [mediaType],
  });

  app.get(
    `${mount}/art/:file`,
    {
      schema: schema(
        'An artwork rendition: <name>-<crop>-<width>.svg (crop wide, landscape, square or portrait)',
        'image/svg+xml',
      ),
    },
    async (request, reply) => {
      const { file } = request.params;
      const art = parseArtworkFile(file);
      if (!art) throw httpError(404, `There is no artwork "${file}".`);
      const media = await cache.get(`art/${file}`, async () =>
        rendered(
          Buffer.from(renderArtwork(art.name, art.artwork, art.crop, art.width)),
          'image/svg+xml; charset=utf-8',
        ),
      );
      // An SVG opened on its own must not run anything.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return send(request, reply, media);
    },
  );

  app.get(
    `${mount}/legal/:file`,
    { schema: schema('A legal document as PDF: <placement>-<version>-<lang>.pdf', 'application/pdf') },
    async (request, reply) => {
      const { file } = request.params;
      const document = parseLegalFile(file, documents);
      if (!document) throw httpError(404, `There is no legal document "${file}".`);
      return send(request, reply, await cache.get(`legal/${file}`, () => documentPdf(documents, document, file)));
    },
  );

  app.get(
    `${mount}/docs/:file`,
    { schema: schema('A technical document as PDF: <slug>-<lang>.pdf', 'application/pdf') },
    async (request, reply) => {
      const { file } = request.params;
      const document = parseTechnicalFile(file, documents);
      if (!document) throw httpError(404, `There is no document "${file}".`);
      return send(request, reply, await cache.get(`docs/${file}`, () => documentPdf(documents, document, file)));
    },
  );

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: `${mount}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) =>
      mediaHeaders(reply, isContentHashed(path.basename(filePath)) ? oneYear : oneDay),
  });
};

export default mediaRoutes;
