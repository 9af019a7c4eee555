/**
 * Whether `quote` holds `owner`, a space, a word, a space, then `surface` ending at a word boundary:
 * what the pattern `${owner} \w+ ${surface}\b` finds ("his old house", "her new car"), answered
 * without building that pattern. A symbol's noun asks it of six owner words at every symbol of
 * every dream, and a pattern compiled for each was the engine's costliest single line (the dream's
 * surfaces vary too much for a cache of patterns to help much). A surface holding a character that
 * means something in a pattern is matched by the pattern itself, as before.
 */
const SPECIAL = /[\\^$.|?*+()[\]{}]/;
/** \w and \b as a pattern without flags reads them */
const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

const patterns = new Map<string, RegExp>();
function pattern(owner: string, surface: string): RegExp {
  const source = `${owner} \\w+ ${surface}\\b`;
  let re = patterns.get(source);
  if (!re) {
    if (patterns.size > 5_000) patterns.clear();
    patterns.set(source, (re = new RegExp(source)));
  }
  return re;
}

export function ownerBefore(quote: string, owner: string, surface: string): boolean {
  if (SPECIAL.test(owner) || SPECIAL.test(surface) || !surface) return pattern(owner, surface).test(quote);
  const opening = `${owner} `;
  const lastIsWord = isWordChar(surface.charCodeAt(surface.length - 1));
  for (let at = quote.indexOf(opening); at >= 0; at = quote.indexOf(opening, at + 1)) {
    // the word: \w+ then a space, so all of the run of word characters (a shorter run leaves a word character where the space must be)
    let end = at + opening.length;
    while (end < quote.length && isWordChar(quote.charCodeAt(end))) end++;
    if (end === at + opening.length || quote[end] !== " " || !quote.startsWith(surface, end + 1)) continue;
    // \b after the surface: a word character on exactly one side
    const after = end + 1 + surface.length;
    const nextIsWord = after < quote.length && isWordChar(quote.charCodeAt(after));
    if (lastIsWord !== nextIsWord) return true;
  }
  return false;
}
