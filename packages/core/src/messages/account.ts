/** The account messages (SPEC §8 wording). */
export const ACCOUNT_MESSAGES = {
  /** An invitation link that is unknown, used or expired. */
  invitationInvalid: 'Il link di invito non è valido o è scaduto.',
} as const;
