// NOTE: plain functions without zod, so the web can check input as it is typed.

// Each pattern has no nested or overlapping quantifiers: one pass over the input.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, tab, line feed and carriage return excepted
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True for text that fits on one line and can be stored: no control character (NUL, escape, tab,
 * line break...) and no half of a UTF-16 surrogate pair (PostgreSQL refuses NUL in text and both
 * in JSON).
 */
export const isPlainLine = (value: string) => !CONTROL.test(value) && !LONE_SURROGATE.test(value);

/** True for text of several lines that can be stored: tab, line feed and carriage return allowed. */
export const isStorableText = (value: string) => !CONTROL_BUT_LINE_BREAKS.test(value) && !LONE_SURROGATE.test(value);
