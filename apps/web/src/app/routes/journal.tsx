/** Placeholder until the screen lands (issue 18). */
export function Component() {
  return null;
}
