const NOT_IN_ADDRESS = new Set([...' \t\r\n<>()[]"\',;:@']);

/** `text` with every e-mail address replaced by `[email]`; linear in the length of `text`. */
export function maskEmails(text: string): string {
  let out = '';
  let copied = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > copied && !NOT_IN_ADDRESS.has(text[start - 1]!)) start--;
    let end = at + 1;
    while (end < text.length && !NOT_IN_ADDRESS.has(text[end]!)) end++;
    if (start === at || end === at + 1) continue;
    out += `${text.slice(copied, start)}[email]`;
    copied = end;
    at = end - 1;
  }
  return out + text.slice(copied);
}
