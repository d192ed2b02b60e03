import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FLEET_IMAGE_EXTENSIONS } from '@ridedesk/domain/master-data/fleet';
import DOMPurify from 'isomorphic-dompurify';

export type FleetImageExtension = (typeof FLEET_IMAGE_EXTENSIONS)[number];

export const CONTENT_TYPES: Record<FleetImageExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jif: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

/** Stored names are generated: a UUID and the extension, nothing from the uploader. */
export const STORED_NAME =
  /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\.(jpg|jpeg|jif|png|gif|bmp|svg)$/;

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

type Sniffed = 'jpeg' | 'png' | 'gif' | 'bmp' | 'svg';

/** What the bytes are, by their signature; SVG by its root element. */
const sniff = (data: Buffer): Sniffed | null => {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  // BMP: "BM", then the file size, and a DIB header size of 12, 40, 52, 56, 108 or 124.
  if (head.startsWith('BM') && data.length > 18 && [12, 40, 52, 56, 108, 124].includes(data.readUInt32LE(14)))
    return 'bmp';
  const text = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const withoutProlog = text
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>[]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  if (/^\s*<svg[\s>]/i.test(withoutProlog)) return 'svg';
  return null;
};

const EXTENSION_TYPE: Record<FleetImageExtension, Sniffed> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jif: 'jpeg',
  png: 'png',
  gif: 'gif',
  bmp: 'bmp',
  svg: 'svg',
};

const SCRIPTING = /^(script|foreignobject|iframe|embed|object|handler|listener)$/i;

/**
 * An SVG is kept only when it holds no script: a script element, an event handler or a
 * javascript: link refuses it. Anything else DOMPurify drops (editor metadata) is cleaned away.
 */
const sanitizeSvg = (data: Buffer): Buffer | null => {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!ENTITY/i.test(text)) return null;
  const clean = DOMPurify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
  const scripted = DOMPurify.removed.some((removed) => {
    if ('element' in removed && removed.element) return SCRIPTING.test(removed.element.nodeName);
    const attribute = 'attribute' in removed ? removed.attribute : null;
    if (!attribute) return false;
    return /^on/i.test(attribute.name) || /^\s*(javascript|vbscript|data):/i.test(attribute.value ?? '');
  });
  if (scripted || !/^<svg[\s>]/i.test(clean.trim())) return null;
  const withNamespace = /^<svg[^>]*\sxmlns=/i.test(clean.trim())
    ? clean
    : clean.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  return Buffer.from(withNamespace, 'utf8');
};

/**
 * Checks an upload: the name's extension must be an allowed image type and the bytes must be
 * that type. Answers the bytes to store (an SVG sanitized) and the extension, or null.
 */
export const checkImage = (originalName: string, data: Buffer) => {
  const ext = path.extname(originalName).slice(1).toLowerCase() as FleetImageExtension;
  if (!(FLEET_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return null;
  const kind = sniff(data);
  if (!kind || kind !== EXTENSION_TYPE[ext]) return null;
  if (kind !== 'svg') return { ext, data };
  const clean = sanitizeSvg(data);
  return clean ? { ext, data: clean } : null;
};

/** Fleet pictures on disk: <dataDir>/uploads/fleets/<siteId>/<uuid>.<ext>. */
export const createFleetImageStore = (dataDir: string) => {
  const dirOf = (siteId: number) => path.join(dataDir, 'uploads', 'fleets', String(siteId));
  return {
    save: async (siteId: number, ext: FleetImageExtension, data: Buffer) => {
      const fileName = `${randomUUID()}.${ext}`;
      await fs.mkdir(dirOf(siteId), { recursive: true });
      await fs.writeFile(path.join(dirOf(siteId), fileName), data, { flag: 'wx' });
      return fileName;
    },
    read: async (siteId: number, fileName: string) => {
      if (!STORED_NAME.test(fileName)) return null;
      try {
        const data = await fs.readFile(path.join(dirOf(siteId), fileName));
        const ext = path.extname(fileName).slice(1) as FleetImageExtension;
        return { data, contentType: CONTENT_TYPES[ext] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
};
export type FleetImageStore = ReturnType<typeof createFleetImageStore>;
