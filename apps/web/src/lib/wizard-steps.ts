/**
 * Which wizard step holds a field (pure). A step lists the prefixes of the field paths it shows,
 * in the server's naming ('tenantInfo.email') or the form's ('tenant.email'); a server error on a
 * field takes the user back to the first step holding it (the message then shows beside it).
 */
export type WizardStep = { fieldPrefixes: readonly string[] };

function holds(step: WizardStep, path: string): boolean {
  return step.fieldPrefixes.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`),
  );
}

/** The 1-based number of the first step holding one of `paths`, or null when none does. */
export function firstStepWithField(steps: readonly WizardStep[], paths: Iterable<string>): number | null {
  const list = [...paths];
  const index = steps.findIndex((step) => list.some((path) => holds(step, path)));
  return index === -1 ? null : index + 1;
}
