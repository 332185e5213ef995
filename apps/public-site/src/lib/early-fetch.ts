/**
 * Reads a page starts before its code has arrived (docs/decisions/0048-pages-start-their-data.md).
 * The entry asks for a page's first data beside its chunks; the page's own call, made through
 * `pageFetch` once its code runs, is handed that answer instead of asking again. A read started as
 * `kept` (the mosque's identity, which the layout and a campaign's organiser both show) answers every
 * call of the page's life, so the page asks for it once; any other is handed to its first call only,
 * so a retry or a later visit asks the server afresh.
 */
interface Started {
  answer: Promise<Response>;
  kept: boolean;
}

const started = new Map<string, Started>();

/** Absolute path and query, the way the page's own calls name the address. */
const addressOf = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
};
/** A read in a language is found by it; one in none (an answer the same in every language) by any. */
const keyOf = (address: string, language: string | null) => `${language ?? '*'} ${address}`;

export interface EarlyRead {
  url: string;
  /** The Accept-Language it is asked in, or null when the answer does not hang on the language. */
  language: string | null;
  kept?: boolean;
}

/** Starts the read (once per address and language) and gives its answer, for a look before the page's. */
export function startEarly({ url, language, kept = false }: EarlyRead): Promise<Response> {
  const key = keyOf(addressOf(url), language);
  const running = started.get(key);
  if (running) return running.answer;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (language) headers['Accept-Language'] = language;
  // Asked as the pages' own reads are: revalidated, so a change a moment ago shows (decision 0036).
  const answer = fetch(url, { headers, cache: 'no-cache' });
  const entry = { answer, kept };
  started.set(key, entry);
  // A failed read is not kept: the page's retry, or its next call, asks again.
  const drop = () => {
    if (started.get(key) === entry) started.delete(key);
  };
  answer.then((response) => (response.ok ? undefined : drop()), drop);
  return answer;
}

/** Drops every read not yet taken (tests; a page's language switch leaves them to expire unused). */
export function forgetEarly(): void {
  started.clear();
}

function requestOf(input: RequestInfo | URL, init?: RequestInit) {
  const request = input instanceof Request ? input : null;
  const url = request ? request.url : input instanceof URL ? input.href : String(input);
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const language = new Headers(init?.headers ?? request?.headers).get('Accept-Language');
  return { address: addressOf(url), method, language };
}

/**
 * `fetch` for the site's calls: a GET the page started early is answered by that read (each caller
 * gets its own copy of the body), anything else goes to the network.
 */
export const pageFetch: typeof fetch = (input, init) => {
  const { address, method, language } = requestOf(input, init);
  if (method === 'GET') {
    const key = [keyOf(address, language), keyOf(address, null)].find((each) => started.has(each));
    const entry = key === undefined ? undefined : started.get(key);
    if (key !== undefined && entry) {
      if (!entry.kept) started.delete(key);
      return entry.answer.then((response) => response.clone());
    }
  }
  return globalThis.fetch(input, init);
};
