/** The account services' own messages (SPEC §8 wording). */
export const INVITATION_INVALID = 'Il link di invito non è valido o è scaduto.';
