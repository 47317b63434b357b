import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiErrorSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { inputsHashFile } from '../../../../scripts/mock-data.ts';
import {
  findMockCall,
  mockFolderOf,
  mockIndexFile,
  mockPersonasFile,
  type MockIndex,
  type MockPersona,
} from '../../src/mock/mock-calls.ts';

const mockRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'mock');

function filesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const answerFiles = filesBelow(mockRoot)
  .map((file) => relative(mockRoot, file))
  .filter(
    (file) =>
      file !== mockPersonasFile &&
      file !== inputsHashFile &&
      !file.endsWith(`/${mockIndexFile}`) &&
      !file.startsWith('media/'),
  );

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(mockRoot, file), 'utf8'));

/** The call a file answers: `<folder>/<method>/<path>[--<name>=<value>...].json`. */
function callOf(file: string) {
  const folder = mockFolderOf(file);
  const [method = '', ...path] = file
    .slice(folder.length + 1)
    .replace(/\.json$/, '')
    .split('/');
  const pathname = `/${path.join('/')}`.replace(/--.*$/, '');
  return { folder, method: method.toUpperCase(), pathname };
}

describe('mock files (made from the server: scripts/mock-data.ts)', () => {
  it('exist, and every folder has an index', () => {
    expect(answerFiles.length).toBeGreaterThan(50);
    const folders = new Set(answerFiles.map(mockFolderOf));
    for (const folder of folders) expect(readJson(`${folder}/${mockIndexFile}`)).toBeTypeOf('object');
  });

  it.each(answerFiles)('%s answers a known call with a body its contract accepts', (file) => {
    const { folder, method, pathname } = callOf(file);
    const call = findMockCall(method, pathname);
    expect(call, `${method} ${pathname}`).toBeDefined();
    const status = (readJson(`${folder}/${mockIndexFile}`) as MockIndex)[file.slice(folder.length + 1)];
    expect(status, 'listed in the index').toBeTypeOf('number');
    const body = readJson(file);
    if (status !== undefined && status >= 400) expect(apiErrorSchema.safeParse(body).error).toBeUndefined();
    else expect(call?.schema?.safeParse(body).error).toBeUndefined();
    expect(call?.scope === 'common').toBe(folder === 'common');
  });

  it('lists the personas with a folder each (but the ones the server refused everything)', () => {
    const personas = readJson(mockPersonasFile) as MockPersona[];
    expect(personas.map((persona) => persona.username)).toContain('buyer@example.com');
    for (const persona of personas) {
      expect(persona.username).toMatch(/@/);
      expect(readJson(`personas/${persona.persona}/${mockIndexFile}`)).toBeTypeOf('object');
    }
  });

  it('holds every image the recorded content shows, where the mock configuration points', () => {
    const config = readJson('common/get/pub/api/v1/config.json') as { contentResourcePath: string };
    expect(config.contentResourcePath).toBe('/mock/media');
    const text = answerFiles.map((file) => readFileSync(join(mockRoot, file), 'utf8')).join('\n');
    const images = new Set(text.match(/\/caas\/v1\/media\/[^"]+\.svg/g));
    expect(images.size).toBeGreaterThan(0);
    const media = new Set(filesBelow(join(mockRoot, 'media')).map((file) => relative(join(mockRoot, 'media'), file)));
    for (const image of images) {
      const name = image.slice('/caas/v1/media/'.length);
      const pattern = new RegExp(`^${name.replace(/[.]/g, '\\.').replace(/\{cropName\}|\{width\}/g, '[^/]+')}$`);
      expect(
        [...media].some((file) => pattern.test(file)),
        image,
      ).toBe(true);
    }
  });

  it('holds the labels of every language, public and private', () => {
    for (const audience of ['pub', 'priv']) {
      for (const locale of ['de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT']) {
        expect(answerFiles).toContain(`common/get/${audience}/api/v1/labels/${locale}.json`);
      }
    }
  });
});
