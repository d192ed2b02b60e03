/**
 * Answers the server put into the page it sent (apps/api/src/plugins/web.ts): the public GET
 * answers the first screen needs (the host's site, the language catalogue and, on the booking
 * page, the search form's data), as JSON in `<script type="application/json" id="rd-answers">`,
 * keyed by the URL the app asks for. Each is used once, by the first request for its URL; every
 * later request goes to the server, so a refetch sees fresh data.
 */
export const INLINED_ANSWERS_ID = 'rd-answers';

let answers: Map<string, unknown> | undefined;

const readAnswers = () => {
  const found = new Map<string, unknown>();
  if (typeof document === 'undefined') return found;
  const element = document.getElementById(INLINED_ANSWERS_ID);
  if (!element?.textContent) return found;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [url, answer] of Object.entries(parsed)) found.set(url, answer);
  } catch {
    // A page without usable answers asks the server, as it always could.
  }
  element.remove();
  return found;
};

/** The inlined answer for a URL (path and query, as `buildUrl` writes it), once; undefined after that or if none. */
export const takeInlinedAnswer = (url: string): unknown => {
  answers ??= readAnswers();
  if (!answers.has(url)) return undefined;
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
};
