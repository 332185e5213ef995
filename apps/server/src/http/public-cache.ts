import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, deflate, gzip, constants as zlibConstants } from 'node:zlib';
import { pickLanguage } from '@minbar/domain/fatwa/language';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { localVersionsOf } from '../db/client';
import { publicVersions } from '../db/schema-settings';
import type { AppDeps } from '../deps';

/**
 * The areas of the public site, each with the version its tables' triggers move
 * (docs/decisions/0036-public-read-cache.md).
 */
export type PublicArea = 'prayer' | 'events' | 'activities' | 'categories' | 'mosque';

/** A public answer as built once: the exact bytes and the headers that describe them. */
export interface RenderedAnswer {
  body: string;
  contentType: string;
  /** Further headers of the answer, e.g. the calendar feed's Content-Disposition. */
  headers?: Record<string, string>;
}

export interface PublicReadOptions {
  area: PublicArea;
  /** The answer is in the request's language (Accept-Language): one cached answer per language. */
  byLanguage?: boolean;
  /** Whatever else the answer depends on besides the area's data, path and query (the mosque's date). */
  extraKey?: string;
  /**
   * Other areas whose data the answer also shows (a campaign's sharing preview names the centre): a
   * move of their version makes a new answer too.
   */
  alsoAreas?: readonly PublicArea[];
  build: () => Promise<RenderedAnswer>;
}

/**
 * How long browsers (max-age) and shared caches (s-maxage) may keep an answer before revalidating it
 * with its ETag, and how long longer a shared cache may serve it while it revalidates. A CDN cannot see
 * a version move, so these bound how stale a visitor's view can get: prayer times and the mosque's
 * identity change a few times a year, events and campaign totals within the hour.
 */
export const PUBLIC_CACHE_CONTROL: Record<PublicArea, string> = {
  prayer: 'public, max-age=300, s-maxage=300, stale-while-revalidate=86400',
  mosque: 'public, max-age=300, s-maxage=300, stale-while-revalidate=86400',
  events: 'public, max-age=60, s-maxage=60, stale-while-revalidate=600',
  activities: 'public, max-age=60, s-maxage=60, stale-while-revalidate=600',
  categories: 'public, max-age=60, s-maxage=60, stale-while-revalidate=600',
};

/**
 * An answer that depends on the server's configuration only (no table, so no version): shared caches
 * may keep it a few minutes, as a restart with a new configuration is rare.
 */
export const PUBLIC_CONFIG_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600';

/** What every answer that is not declared public says: nothing may keep it (personal or signed-in data). */
export const NO_STORE = 'no-store';

/** hono's compress() leaves bodies under this alone; the cache does the same so both agree. */
const COMPRESS_THRESHOLD = 1024;
/** In order of preference when a client accepts several equally: brotli is the smallest. */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];
const brotli = promisify(brotliCompress);
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Each form is made once per answer and version, off the main thread, so a high quality costs no
  // request more than once; 9 keeps a year of prayer times well under a tenth of a second.
  br: (body) =>
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: promisify(gzip),
  deflate: promisify(deflate),
};

export interface PublicReadLimits {
  /** At most this many rendered answers per instance (the least recently used go first). */
  maxEntries: number;
  /** At most this many bytes of bodies, compressed forms included. */
  maxBytes: number;
}

export const DEFAULT_PUBLIC_READ_LIMITS: PublicReadLimits = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

interface Entry {
  area: PublicArea;
  version: number;
  tag: string;
  answer: RenderedAnswer;
  /** The identity body and, filled on first ask, its compressed forms. */
  bodies: Partial<Record<Encoding | 'identity', Uint8Array<ArrayBuffer>>>;
  bytes: number;
}

/**
 * The code that renders the answers is part of their identity: a new build may render the same data
 * differently, so the ETag changes with it. Read once from the module's own file (the whole bundle in
 * production).
 */
const BUILD_ID = (() => {
  try {
    return createHash('sha256')
      .update(readFileSync(fileURLToPath(import.meta.url)))
      .digest('base64url')
      .slice(0, 12);
  } catch {
    return 'unknown';
  }
})();

function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = header.split(',').map((part) => {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return { name: name.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
  });
  const wildcard = accepted.find((each) => each.name === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepted.find((each) => each.name === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** The answer's tag for one encoding: the same validator, one strong tag per byte sequence. */
const tagFor = (tag: string, encoding: Encoding | 'identity') =>
  encoding === 'identity' ? `"${tag}"` : `"${tag}.${encoding}"`;

/** If-None-Match names a form of this answer (any encoding: the client holds the same content). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const bare = candidate.trim().replace(/^W\//, '');
    if (bare === '*') return true;
    const opaque = bare.replace(/^"|"$/g, '');
    return opaque === tag || opaque.split('.')[0] === tag;
  });
}

/** Path and query with the parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share one answer. */
function requestKey(c: Context): string {
  // Most public reads carry no query: their path is the key, without parsing the whole address.
  if (!c.req.url.includes('?')) return `${c.req.path}?`;
  const url = new URL(c.req.url);
  const params = [...url.searchParams.entries()].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/**
 * Reads an area's version as the database has it now, sharing reads between simultaneous requests.
 * A request must see every write committed before it arrived, so it may share a read only if that
 * read starts after its arrival: while one read is under way, the requests that arrive wait for the
 * next one, which all of them share. Under load that is at most two reads in flight per area instead
 * of one per request; a request alone still costs one read.
 */
export function shareVersionReads<Area extends string>(query: (area: Area) => Promise<number>) {
  const flights = new Map<Area, { running?: Promise<number>; queued?: Promise<number> }>();

  function start(area: Area, flight: { running?: Promise<number> }): Promise<number> {
    const running = query(area).finally(() => {
      if (flight.running === running) flight.running = undefined;
    });
    flight.running = running;
    return running;
  }

  return (area: Area): Promise<number> => {
    let flight = flights.get(area);
    if (!flight) {
      flight = {};
      flights.set(area, flight);
    }
    const current = flight;
    if (!current.running) return start(area, current);
    if (!current.queued) {
      current.queued = current.running
        .catch(() => undefined)
        .then(() => {
          current.queued = undefined;
          return start(area, current);
        });
    }
    return current.queued;
  };
}

/**
 * What the version rows cover: the public site's areas, and the accounts a session check reads
 * (users, roles, refresh tokens: docs/decisions/0047-session-cache.md).
 */
export type VersionedArea = PublicArea | 'sessions';

const prepareVersionQuery = (db: AppDeps['db']) =>
  db
    .select({ version: publicVersions.version })
    .from(publicVersions)
    .where(eq(publicVersions.area, sql.placeholder('area')))
    .prepare('public_version');

const versionReaders = new WeakMap<object, (area: VersionedArea) => Promise<number>>();

let thisTurn: Promise<void> | undefined;

/**
 * Resolves in the check phase of the event loop's turn, after every socket the turn polled was read.
 * One wait per turn, shared: the requests waiting resume together, and write their answers after.
 */
export const afterThisTurnsReads = () =>
  (thisTurn ??= new Promise<void>((resolve) =>
    setImmediate(() => {
      thisTurn = undefined;
      resolve();
    }),
  ));

/**
 * The one way an instance reads a version: from memory on PGlite (the triggers' notices), else one
 * shared prepared query per area at a time. One reader per database, so the public cache and the
 * session cache of an instance share their reads.
 *
 * The version from memory is read in the check phase of the turn (docs/decisions/0058): the requests
 * a turn read are then all parsed and routed first, and all answered after, as they are on PostgreSQL
 * while they wait for the version query. Answered one by one, each from its parsing to its write,
 * the same cached read cost this server about 40 % more CPU per request under load. The wait adds no
 * turn of the event loop, as the check phase follows the poll that read them, and is one per turn.
 */
export function versionReaderOf(db: AppDeps['db']): (area: VersionedArea) => Promise<number> {
  let reader = versionReaders.get(db);
  if (!reader) {
    // Prepared on the first read, not when the app is put together (the table may not exist yet).
    let versionQuery: ReturnType<typeof prepareVersionQuery> | undefined;
    const local = localVersionsOf(db);
    reader = local
      ? async (area) => {
          await afterThisTurnsReads();
          // Read after the wait: a version noted meanwhile is seen, never an older one.
          return local(area);
        }
      : shareVersionReads<VersionedArea>(async (area) => {
          versionQuery ??= prepareVersionQuery(db);
          const [row] = await versionQuery.execute({ area });
          return row?.version ?? 0;
        });
    versionReaders.set(db, reader);
  }
  return reader;
}

export interface PublicReads {
  /** Answers a public read: 304 for a matching If-None-Match, the cached answer, or a fresh build. */
  answer(c: Context, options: PublicReadOptions): Promise<Response>;
  /** Counts for tests and the bench: answers built, served from memory, 304s, and bodies compressed. */
  readonly stats: { builds: number; hits: number; notModified: number; compressions: number };
  clear(): void;
}

export function createPublicReads(
  deps: Pick<AppDeps, 'db'>,
  limits = DEFAULT_PUBLIC_READ_LIMITS,
): PublicReads {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry>>();
  const seen = new Map<PublicArea, number>();
  /** Each answer's tag by version and key, hashed once rather than per request; emptied by a move. */
  const tags = new Map<string, string>();
  const stats = { builds: 0, hits: 0, notModified: 0, compressions: 0 };
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  /** A moved version makes every answer of its area stale at once: they go, not one by one. */
  function noteVersion(area: PublicArea, version: number) {
    // Versions only grow; a slower read of an older one must not bring it back.
    if ((seen.get(area) ?? Number.NEGATIVE_INFINITY) >= version) return;
    seen.set(area, version);
    tags.clear();
    for (const [key, entry] of entries) if (entry.area === area && entry.version !== version) drop(key);
  }

  function account(entry: Entry, added: number) {
    entry.bytes += added;
    bytes += added;
    // Oldest first: a Map iterates in insertion order and a hit re-inserts its entry.
    for (const key of entries.keys()) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      drop(key);
    }
  }

  const readVersion = versionReaderOf(deps.db);

  function tagOf(version: number, key: string): string {
    const named = `${version}|${key}`;
    let tag = tags.get(named);
    if (tag === undefined) {
      tag = createHash('sha256').update(`${BUILD_ID}|${named}`).digest('base64url').slice(0, 27);
      // Bounded as the answers are: past that, the tags are forgotten and hashed again as asked.
      if (tags.size >= limits.maxEntries) tags.clear();
      tags.set(named, tag);
    }
    return tag;
  }

  async function bodyFor(entry: Entry, encoding: Encoding | 'identity'): Promise<Uint8Array<ArrayBuffer>> {
    const identity = entry.bodies.identity as Uint8Array<ArrayBuffer>;
    if (encoding === 'identity') return identity;
    const known = entry.bodies[encoding];
    if (known) return known;
    stats.compressions += 1;
    const compressed = new Uint8Array(await compressors[encoding](Buffer.from(identity)));
    if (!entry.bodies[encoding]) {
      entry.bodies[encoding] = compressed;
      if (entries.get(entry.tag) === entry) account(entry, compressed.byteLength);
    }
    return compressed;
  }

  return {
    stats,
    clear() {
      entries.clear();
      tags.clear();
      bytes = 0;
    },
    async answer(c, options) {
      const language = options.byLanguage ? pickLanguage(c.req.header('accept-language')) : '';
      const others = await Promise.all(
        (options.alsoAreas ?? []).map(async (area) => `${area}:${await readVersion(area)}`),
      );
      const key = `${options.area}|${requestKey(c)}|${language}|${options.extraKey ?? ''}|${others.join(',')}`;
      const version = await readVersion(options.area);
      noteVersion(options.area, version);
      const tag = tagOf(version, key);
      const headers: Record<string, string> = {
        'Cache-Control': PUBLIC_CACHE_CONTROL[options.area],
        Vary: options.byLanguage ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
      };
      // The client holds this very answer: nothing is built, read or hashed beyond the tag.
      if (matches(c.req.header('If-None-Match'), tag)) {
        stats.notModified += 1;
        return c.body(null, 304, { ...headers, ETag: tagFor(tag, 'identity') });
      }

      let entry = entries.get(tag);
      if (entry) {
        stats.hits += 1;
        // Most recently used goes last.
        entries.delete(tag);
        entries.set(tag, entry);
      } else {
        // Simultaneous misses for one answer wait for one build.
        let pending = building.get(tag);
        if (!pending) {
          pending = (async () => {
            stats.builds += 1;
            const answer = await options.build();
            const identity = new TextEncoder().encode(answer.body);
            const built: Entry = {
              area: options.area,
              version,
              tag,
              answer,
              bodies: { identity },
              bytes: 0,
            };
            // Only an answer of the version still current is kept.
            if (seen.get(options.area) === version) {
              entries.set(tag, built);
              account(built, identity.byteLength);
            }
            return built;
          })().finally(() => building.delete(tag));
          building.set(tag, pending);
        }
        entry = await pending;
      }

      const identity = entry.bodies.identity as Uint8Array<ArrayBuffer>;
      const encoding =
        identity.byteLength >= COMPRESS_THRESHOLD
          ? acceptedEncoding(c.req.header('accept-encoding'))
          : undefined;
      const body = await bodyFor(entry, encoding ?? 'identity');
      const answerHeaders: Record<string, string> = {
        ...headers,
        ...entry.answer.headers,
        'Content-Type': entry.answer.contentType,
        'Content-Length': String(body.byteLength),
        ETag: tagFor(tag, encoding ?? 'identity'),
      };
      if (encoding) answerHeaders['Content-Encoding'] = encoding;
      return c.body(body, 200, answerHeaders);
    },
  };
}

const perApp = new WeakMap<object, PublicReads>();

/** The one cache of an app instance (one per deps, as createApp is called once per listener set). */
export function publicReadsOf(deps: Pick<AppDeps, 'db'>): PublicReads {
  let reads = perApp.get(deps);
  if (!reads) {
    reads = createPublicReads(deps);
    perApp.set(deps, reads);
  }
  return reads;
}

/** A JSON answer to cache. */
export const jsonAnswer = (value: unknown): RenderedAnswer => ({
  body: JSON.stringify(value),
  contentType: 'application/json; charset=UTF-8',
});

/**
 * Every API answer that did not declare itself public says no-store, so an answer that needs a token
 * (personal data, identity numbers) or an error of a public read is never kept by a browser or a CDN,
 * whichever route sent it.
 */
export const noStoreUnlessPublic = createMiddleware(async (c, next) => {
  await next();
  const declared = c.res.headers.get('Cache-Control');
  if (c.res.status >= 400 || !declared?.startsWith('public')) c.res.headers.set('Cache-Control', NO_STORE);
});
