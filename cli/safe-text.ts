/**
 * Raw control characters that a terminal would act on, or that hide what is written: C0
 * (escape and carriage return among them) but newline and tab, DEL, C1 (U+0080–U+009F, which
 * some terminals read as escape sequences too), and the bidirectional controls (U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069), which can make a name read backwards over the text after it.
 */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is matched
const RAW_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text for standard output or standard error with every raw control character made visible
 * as `\u001b`. Names and titles come from files, so they could otherwise move the cursor,
 * recolour or clear the terminal. Inside JSON output the same six characters are the JSON
 * escape of that character, so JSON stays valid and means what it meant.
 *
 * @example
 * visibleControls('Dieter\u001b[2J'); // 'Dieter\\u001b[2J'
 */
export function visibleControls(text: string): string {
  return text.replace(RAW_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
