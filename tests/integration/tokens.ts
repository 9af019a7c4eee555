/**
 * A signed token with one character of its signature changed to a different one, away from the last
 * character (whose spare base64 bits could leave the decoded signature as it was): a forgery that
 * must always fail verification. Replacing the last characters with fixed letters did not, once in a
 * while, when they were already those letters or differed only in spare bits.
 */
export function tampered(token: string): string {
  const k = token.length - 10;
  return token.slice(0, k) + (token[k] === "A" ? "B" : "A") + token.slice(k + 1);
}
