import { COMMON_PASSWORD_MESSAGE } from '@casaconti/core/schemas/auth';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

/**
 * Common passwords are refused (decision 041): zxcvbn-ts with its maintained common dictionary
 * (the most used passwords, names, words, keyboard patterns) estimates how many guesses a
 * password takes; a score below 2 (fewer than about a million guesses: "password1",
 * "Password123!", "qwertyuiop", a first name and a year) is too common. On the server only: the
 * dictionary is too large for the web app's first load; the forms show the server's message under
 * the password field.
 */
const MIN_SCORE = 2;

let factory: ZxcvbnFactory | undefined;

/** Whether `password` is too common, also counting the person's own names and address as words. */
export function isCommonPassword(password: string, userInputs: string[] = []): boolean {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return factory.check(password, userInputs.filter(Boolean)).score < MIN_SCORE;
}

/**
 * The API schema with the common-password check on its `passwordKey` field (a 400 VALIDATION with
 * COMMON_PASSWORD_MESSAGE on that field, like any other field error). `inputKeys`: fields of the
 * same request (names, email) that make a password guessable too.
 */
export function refusingCommonPasswords<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  passwordKey: string,
  inputKeys: string[] = [],
): S {
  return schema.superRefine((data, ctx) => {
    const password = data[passwordKey];
    if (typeof password !== 'string') return;
    const inputs = inputKeys.map((key) => data[key]).filter((v): v is string => typeof v === 'string');
    if (isCommonPassword(password, inputs)) {
      ctx.addIssue({ code: 'custom', path: [passwordKey], message: COMMON_PASSWORD_MESSAGE });
    }
  }) as S;
}
