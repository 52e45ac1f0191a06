import type { ApiErrorCode } from '@/lib/api-client';
import { firstStepWithField } from '@/lib/wizard-steps';

/**
 * The new-contract wizard's steps (docs/product.md §2, §4): what each shows, which form fields it validates
 * before moving on, and which fields it holds in the server's naming (for errors after creation).
 */
export const CONTRACT_WIZARD_STEPS = [
  {
    label: 'Inquilino',
    title: 'Dati inquilino',
    description: "L'inquilino riceverà un invito via email per completare il suo account.",
    formFields: ['tenant'],
    fieldPrefixes: ['tenantInfo', 'tenant'],
  },
  {
    label: 'Condizioni',
    title: 'Condizioni contrattuali',
    description: 'Importi mensili, durata del contratto e gestione delle utenze.',
    formFields: ['terms'],
    fieldPrefixes: ['contractDetails', 'utilityAgreements', 'terms'],
  },
  {
    label: 'Stanze',
    title: 'Selezione stanze',
    description: 'Le stanze assegnate ad altri contratti nello stesso periodo non sono selezionabili.',
    formFields: [],
    fieldPrefixes: ['roomIds'],
  },
  {
    label: 'Documento',
    title: 'Documento del contratto',
    description: 'Allega il contratto firmato in PDF (facoltativo), poi crea il contratto.',
    formFields: [],
    fieldPrefixes: ['documentInfo', 'openingPosition'],
  },
] as const satisfies readonly {
  label: string;
  title: string;
  description: string;
  formFields: readonly ('tenant' | 'terms')[];
  fieldPrefixes: readonly string[];
}[];

/** The form fields step `step` (1-based) validates before 'Avanti'; none for rooms and document. */
export function contractStepFormFields(step: number): ('tenant' | 'terms')[] {
  return [...(CONTRACT_WIZARD_STEPS[step - 1]?.formFields ?? [])];
}

/** True when a failed creation means the rooms' availability changed (re-ask it). */
export function isRoomsConflict(code: ApiErrorCode, fieldKeys: readonly string[]): boolean {
  return code === 'CONFLICT' || fieldKeys.some((key) => key === 'roomIds' || key.startsWith('roomIds.'));
}

/**
 * The step a failed creation takes the user to: the first step holding a refused field (a CONFLICT
 * means a room was taken meanwhile: the rooms step); null to stay. The property is chosen before
 * the wizard, so an error on it sends nowhere.
 */
export function contractStepForError(code: ApiErrorCode, fieldKeys: readonly string[]): number | null {
  const keys = fieldKeys.filter((key) => !key.startsWith('contractDetails.property_id'));
  return firstStepWithField(CONTRACT_WIZARD_STEPS, code === 'CONFLICT' ? [...keys, 'roomIds'] : keys);
}
