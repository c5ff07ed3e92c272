/** Splits plain text from the API into paragraphs at blank lines; rendered as text, never as HTML. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
