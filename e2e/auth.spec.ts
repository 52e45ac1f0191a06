import { ACCOUNT_MESSAGES, ERROR_MESSAGES } from '@casaconti/core/messages';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  createVerifiedLandlord,
  expect,
  expectAccessible,
  heldRoute,
  PASSWORD,
  signedInLandlord,
  signIn,
  snap,
  test,
  uniqueEmail,
  waitForEmail,
  screenshot,
} from './fixtures';

/** A tenant invited through the dev endpoint; `link` opens /complete-account?token=…. */
async function inviteTenant(request: APIRequestContext, email = uniqueEmail('tenant')) {
  const res = await request.post('/api/dev/invite', { data: { email, firstName: 'Marco', lastName: 'Rossi' } });
  expect(res.status()).toBe(201);
  const { link } = (await res.json()) as { link: string };
  return { email, link };
}

/** Leaves a field (react-hook-form validates on blur). */
async function leave(page: Page, label: string, value?: string) {
  const input = page.getByLabel(label, { exact: true });
  if (value !== undefined) await input.fill(value);
  else await input.focus();
  await input.blur();
  return input;
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('home page', () => {
  test('says what CasaConti does and leads to sign-in and registration', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Affitti, bollette e conguagli');
    for (const title of [
      'Proprietà e stanze',
      'Contratti',
      'Bollette divise con equità',
      'Pagamenti mensili',
      'Conguagli',
      'Estratto conto per gli inquilini',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Crea un account', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai alla dashboard' })).toHaveCount(0);
    await snap(page, 'home');

    await main.getByRole('link', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Crea un account', exact: true }).first().click();
    await expect(page).toHaveURL(/\/register\/landlord$/);
  });

  test('a signed-in user is offered the dashboard instead', async ({ page, request }) => {
    await signedInLandlord(page, request);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Vai alla dashboard' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accedi', exact: true })).toHaveCount(0);
    await snap(page, 'home-signed-in');
    await page.getByRole('link', { name: 'Vai alla dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);

    // The sign-in and registration pages send a signed-in user to the dashboard.
    for (const path of ['/login', '/register/landlord', '/register']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard\/landlord\/properties$/);
    }
  });
});

test.describe('sign-in', () => {
  test('shows the spec texts and links', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bentornato' })).toBeVisible();
    await expect(page.getByText('Accedi al tuo account CasaConti')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await expect(page.getByText('Non sei ancora registrato?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hai dimenticato la password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Crea un account' })).toHaveAttribute('href', '/register/landlord');
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    await snap(page, 'login');

    // Empty submit: the schema's messages beside the fields.
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.emailRequired)).toBeVisible();
    await expect(page.getByText('La password è obbligatoria')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a wrong password shows the server message in a dismissible banner', async ({ page, request }) => {
    const landlord = await createVerifiedLandlord(request);
    await signIn(page, landlord.email, 'wrong-password-1');
    const banner = page.getByRole('alert').filter({ hasText: 'Email o password non corretti.' });
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeEnabled();
    await snap(page, 'login-error');
    await banner.getByRole('button', { name: 'Chiudi' }).click();
    await expect(banner).toHaveCount(0);
  });

  test('an unverified email is refused with the server message', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    const res = await request.post('/api/account/register-landlord', {
      data: { firstName: 'Anna', lastName: 'Neri', email, password: PASSWORD },
    });
    expect(res.status()).toBe(201);
    await signIn(page, email);
    await expect(page.getByRole('alert')).toContainText('confermare la tua email');
  });

  test('the button says Signing In... and the fields are disabled while signing in', async ({ page, request }) => {
    const landlord = await createVerifiedLandlord(request);
    await page.goto('/login');
    const release = await heldRoute(page, '**/api/auth/sign-in/email');
    await page.getByLabel('Email').fill(landlord.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('button', { name: ACCOUNT_MESSAGES.signingIn })).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
  });

  test('an existing session skips the form', async ({ page, request }) => {
    await signedInLandlord(page, request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
  });

  test('an invalid confirmation link shows the error banner', async ({ page }) => {
    await page.goto('/login?verified=1&error=INVALID_TOKEN');
    await expect(page.getByRole('alert')).toHaveText('Il link di conferma non è valido o è scaduto.');
    await snap(page, 'login-verify-error');
  });
});

test.describe('landlord registration', () => {
  test('register, confirm the email from the outbox, sign in, land on the properties', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea il tuo account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accedi', exact: true })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    await snap(page, 'register');

    await page.getByLabel('Nome', { exact: true }).fill('Giulia');
    await page.getByLabel('Cognome').fill('Verdi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Conferma password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.registrationSuccess)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Controlla la tua email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await snap(page, 'register-success');

    const mail = await waitForEmail(request, email, 'conferma');
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/login\?verified=1/);
    await expect(page.getByRole('status').filter({ hasText: 'Email confermata! Ora puoi accedere.' })).toBeVisible();
    await snap(page, 'login-verified');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Proprietà' })).toBeVisible();
  });

  test('shows each validation message beside its field on blur, and clears it once fixed', async ({ page }) => {
    await page.goto('/register/landlord');
    const cases: [label: string, value: string, message: string][] = [
      ['Nome', '', ACCOUNT_MESSAGES.firstNameRequired],
      ['Nome', 'A', 'Il nome deve avere almeno 2 caratteri'],
      ['Cognome', '', ACCOUNT_MESSAGES.lastNameRequired],
      ['Cognome', 'B', 'Il cognome deve avere almeno 2 caratteri'],
      ['Email', '', ACCOUNT_MESSAGES.emailRequired],
      ['Email', 'non-una-email', ACCOUNT_MESSAGES.emailInvalid],
      ['Password', '', 'La password è obbligatoria'],
      ['Password', 'corta', ACCOUNT_MESSAGES.passwordMin8],
      ['Conferma password', '', 'La conferma password è obbligatoria'],
    ];
    for (const [label, value, message] of cases) {
      const input = await leave(page, label, value);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      // The message is beside the field and describes it.
      await expect(input).toHaveAccessibleDescription(new RegExp(message));
    }
    await leave(page, 'Password', 'password-lunga');
    await leave(page, 'Conferma password', 'password-diversa');
    await expect(page.getByText('Le password non corrispondono')).toBeVisible();
    await snap(page, 'register-errors');

    // Fixing a field clears its message as it is typed (revalidation on change).
    await page.getByLabel('Nome', { exact: true }).fill('Al');
    await expect(page.getByText('Il nome deve avere almeno 2 caratteri')).toHaveCount(0);
    await page.getByLabel('Conferma password').fill('password-lunga');
    await expect(page.getByText('Le password non corrispondono')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('password-cambiata');
    await expect(page.getByText('Le password non corrispondono')).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`a web address in a name and a common password are refused under their fields (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/register/landlord');
      const firstName = await leave(page, 'Nome', 'Accedi subito su https://evil.example/login');
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toHaveAccessibleDescription(/Il nome non può contenere indirizzi web\./);
      await screenshot(page, `register-name-link-${width}`);

      // The common password passes the form's checks; the server refuses it on the field.
      await firstName.fill('Anna');
      await page.getByLabel('Cognome').fill('Neri');
      await page.getByLabel('Email').fill(uniqueEmail('common'));
      await page.getByLabel('Password', { exact: true }).fill('Password123!');
      await page.getByLabel('Conferma password').fill('Password123!');
      await page.getByRole('button', { name: 'Registrati' }).click();
      const password = page.getByLabel('Password', { exact: true });
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(/Questa password è troppo comune: scegline un'altra\./);
      await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
      await screenshot(page, `register-common-password-${width}`);
    });
  }

  test('an already registered email gets the same answer (no enumeration)', async ({ page, request }) => {
    const landlord = await createVerifiedLandlord(request);
    await page.goto('/register/landlord');
    await page.getByLabel('Nome', { exact: true }).fill('Altro');
    await page.getByLabel('Cognome').fill('Nome');
    await page.getByLabel('Email').fill(landlord.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Conferma password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.registrationSuccess)).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('reset link from the outbox, new password, sign in; the link works once', async ({ page, request }) => {
    const landlord = await createVerifiedLandlord(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata?' })).toBeVisible();
    await expect(
      page.getByText('Inserisci la tua email: ti invieremo un link per reimpostare la password.'),
    ).toBeVisible();
    await snap(page, 'forgot-password');
    await expectAccessible(page);

    await page.getByLabel('Email').fill(landlord.email);
    await page.getByRole('button', { name: 'Invia link' }).click();
    await expect(
      page.getByText('Se esiste un account con questa email, riceverai a breve un link per reimpostare la password.'),
    ).toBeVisible();
    await snap(page, 'forgot-password-sent');
    await expectAccessible(page);

    const mail = await waitForEmail(request, landlord.email, 'reimposta');
    const link = mail.links.find((l) => l.includes('reset-password'));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reimposta password' })).toBeVisible();
    await leave(page, 'Nuova password', 'corta');
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordMin8)).toBeVisible();
    await leave(page, 'Nuova password', 'NuovaPassword456!');
    await leave(page, 'Conferma password', 'Diversa456!');
    await expect(page.getByText('Le password non corrispondono')).toBeVisible();
    await snap(page, 'reset-password');
    await expectAccessible(page);
    await page.getByLabel('Conferma password').fill('NuovaPassword456!');
    await page.getByRole('button', { name: 'Salva nuova password' }).click();

    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Password aggiornata. Accedi con la nuova password.' }),
    ).toBeVisible();
    await snap(page, 'login-reset');
    await expectAccessible(page);

    // The old password no longer works, the new one does.
    await page.getByLabel('Email').fill(landlord.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email o password non corretti.');
    await page.getByLabel('Password', { exact: true }).fill('NuovaPassword456!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);

    // Single use: the same link (it opens the page directly, decision 017) is refused by the
    // server and the page offers a new one.
    await page.goto(link!);
    await page.getByLabel('Nuova password').fill('AltraPassword789!');
    await page.getByLabel('Conferma password').fill('AltraPassword789!');
    await page.getByRole('button', { name: 'Salva nuova password' }).click();
    await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.invalidLink);
    await expect(page.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await snap(page, 'reset-password-invalid');
  });

  test('an unknown email gets the same answer', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Invia link' }).click();
    await expect(
      page.getByText('Se esiste un account con questa email, riceverai a breve un link per reimpostare la password.'),
    ).toBeVisible();
  });

  test('a forged token is refused by the server with the invalid-link card', async ({ page }) => {
    await page.goto('/reset-password?token=forged-token-1234567890');
    await page.getByLabel('Nuova password').fill('NuovaPassword456!');
    await page.getByLabel('Conferma password').fill('NuovaPassword456!');
    await page.getByRole('button', { name: 'Salva nuova password' }).click();
    await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.invalidLink);
    await expect(page.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeVisible();
  });
});

test.describe('invited tenant', () => {
  test('asking a reset or registering points to the invitation; completing it gives one account, tenant and landlord', async ({
    page,
    request,
  }) => {
    const { email, link } = await inviteTenant(request);

    // Forgot password: the same confirmation as for anyone, but the email holds no reset link.
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Invia link' }).click();
    await expect(
      page.getByText('Se esiste un account con questa email, riceverai a breve un link per reimpostare la password.'),
    ).toBeVisible();
    const resetMail = await waitForEmail(request, email, 'completa il tuo account');
    expect(resetMail.links).toEqual([]);
    expect(resetMail.text).toContain('sei stato invitato');

    // Registering with the invited address: the usual answer, and an email with the next step.
    await page.goto('/register/landlord');
    await page.getByLabel('Nome', { exact: true }).fill('Marco');
    await page.getByLabel('Cognome').fill('Rossi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Conferma password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.registrationSuccess)).toBeVisible();
    await expect
      .poll(async () => {
        const list = (await (await request.get('/api/dev/outbox?format=json')).json()) as {
          to: string;
          text: string;
        }[];
        return list.filter((m) => m.to === email && m.text.includes('proprietario')).length;
      })
      .toBe(1);

    // The invitation link completes the one account: it is a tenant and a landlord.
    await page.goto(link);
    await page.getByLabel('Nome', { exact: true }).fill('Marco');
    await page.getByLabel('Cognome').fill('Rossi');
    await page.getByLabel('Password', { exact: true }).fill('PasswordTenant1');
    await page.getByLabel('Conferma password').fill('PasswordTenant1');
    await page.getByRole('button', { name: 'Completa account' }).click();
    await expect(page).toHaveURL(/\/dashboard\//);
    const me = await (await page.request.get('/api/account/me')).json();
    expect(me).toMatchObject({ is_landlord: true, user_status: 'active' });
    await logout(page);
    await signIn(page, email, 'PasswordTenant1');
    await expect(page).toHaveURL(/\/dashboard\//);
  });

  test('completes the account and lands on the tenant dashboard', async ({ page, request, browser }) => {
    const { email, link } = await inviteTenant(request);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Completa il tuo account' })).toBeVisible();
    const emailInput = page.getByLabel('Email');
    await expect(emailInput).toHaveValue(email);
    await expect(emailInput).toHaveAttribute('readonly', '');
    // The names the landlord typed are the starting values, editable.
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Marco');
    await expect(page.getByLabel('Cognome')).toHaveValue('Rossi');
    await snap(page, 'complete-account');

    await page.getByLabel('Nome', { exact: true }).fill('');
    await page.getByLabel('Cognome').fill('');
    await page.getByRole('button', { name: 'Completa account' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.firstNameRequired)).toBeVisible();
    await expect(page.getByText(ACCOUNT_MESSAGES.lastNameRequired)).toBeVisible();
    await expect(page.getByText('La password deve essere di almeno 8 caratteri')).toBeVisible();
    await leave(page, 'Password', 'PasswordTenant1');
    await leave(page, 'Conferma password', 'PasswordTenant2');
    await expect(page.getByText('Le password non coincidono')).toBeVisible();
    await snap(page, 'complete-account-errors');
    await expectAccessible(page);

    await page.getByLabel('Nome', { exact: true }).fill('  Marco  ');
    await page.getByLabel('Cognome').fill(' Rossi ');
    await page.getByLabel('Conferma password').fill('PasswordTenant1');
    await page.getByRole('button', { name: 'Completa account' }).click();
    await expect(page).toHaveURL(/\/dashboard\/tenant\/overview$/);
    await expect(page.getByRole('heading', { name: 'Tenant Dashboard' })).toBeVisible();
    const me = await (await page.request.get('/api/account/me')).json();
    expect(me).toMatchObject({ first_name: 'Marco', last_name: 'Rossi', is_landlord: false, user_status: 'active' });

    // An active user opening the link again goes straight to the tenant area.
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard\/tenant\/overview$/);

    // Somebody else (no session) with the used link gets the error card.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto(link);
    await expect(other.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.invitationInvalid);
    await expect(other.getByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.invitationInvalidTitle })).toBeVisible();
    await snap(other, 'complete-account-invalid');
    await expectAccessible(other);
    await otherContext.close();

    // The new password signs in.
    await logout(page);
    await signIn(page, email, 'PasswordTenant1');
    await expect(page).toHaveURL(/\/dashboard\/tenant\/overview$/);
  });

  test('a link without a token shows the error card', async ({ page }) => {
    await page.goto('/complete-account');
    await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.invitationInvalid);
  });

  test('a signed-in landlord opening an invitation goes to the dashboard', async ({ page, request }) => {
    await signedInLandlord(page, request);
    const { link } = await inviteTenant(request);
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
  });
});

test.describe('active tenant registering as a landlord', () => {
  test('the neutral answer, then the link from the outbox adds the landlord area; same password', async ({
    page,
    request,
  }) => {
    const { email, link } = await inviteTenant(request);
    const token = new URL(link).searchParams.get('token');
    const done = await request.post('/api/account/complete', {
      data: { token, firstName: 'Marco', lastName: 'Rossi', password: 'PasswordTenant1' },
    });
    expect(done.status()).toBe(200);

    await page.goto('/register/landlord');
    await page.getByLabel('Nome', { exact: true }).fill('Marco');
    await page.getByLabel('Cognome').fill('Rossi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('UnaNuovaPassword1');
    await page.getByLabel('Conferma password').fill('UnaNuovaPassword1');
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.registrationSuccess)).toBeVisible();

    const mail = await waitForEmail(request, email, 'diventare anche proprietario');
    const confirmLink = mail.links.find((l) => l.includes('/confirm-landlord?'));
    if (!confirmLink) throw new Error('confirmation link missing');
    // The local outbox page (decision 059): newest message first, its link clickable. Tests in
    // other workers send mail too (receipts after every payment), so the newest one to this
    // address is the one looked at, not the page's first.
    await page.goto('/api/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Posta in uscita' })).toBeVisible();
    const newest = page.getByRole('article').filter({ hasText: email }).first();
    await expect(newest.getByRole('heading', { level: 2 })).toHaveText(mail.subject);
    await snap(page, 'outbox');
    await expectAccessible(page);
    await newest.getByRole('link', { name: confirmLink }).click();
    await expect(page).toHaveURL(confirmLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Diventa anche proprietario' })).toBeVisible();
    await snap(page, 'confirm-landlord');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ora sei anche proprietario' })).toBeVisible();
    await expect(page.getByText('Il tuo account ora è anche un account proprietario.')).toBeVisible();
    await snap(page, 'confirm-landlord-done');
    await expectAccessible(page);

    // The old password signs in, now into the landlord area.
    await page.getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, 'PasswordTenant1');
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);

    // The link works once.
    await logout(page);
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link non valido' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.invalidLink);
  });
});

test.describe('settings and profile', () => {
  test('edit the name, then change the password and sign in with it', async ({ page, request }) => {
    const landlord = await signedInLandlord(page, request);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' }).first()).toBeVisible();
    await snap(page, 'settings');
    await expectAccessible(page);

    await page.getByRole('link', { name: /Profile.*Edit your personal details and password/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();
    const first = page.getByLabel('First Name');
    const last = page.getByLabel('Last Name');
    await expect(first).toHaveValue(landlord.firstName);
    await expect(last).toHaveValue(landlord.lastName);
    await expect(first).toHaveAttribute('autocomplete', 'given-name');
    await snap(page, 'settings-profile');

    await leave(page, 'First Name', '   ');
    await expect(page.getByText('First name and last name are required')).toBeVisible();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    // Both blank: the message beside each field, each described by it.
    await last.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('First name and last name are required')).toHaveCount(2);
    for (const field of [first, last]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('First name and last name are required');
    }
    await snap(page, 'settings-profile-names-required');
    await last.fill(landlord.lastName);
    await expect(page.getByText('First name and last name are required')).toHaveCount(1);
    await first.fill('  Giulia ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Giulia');

    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('New password is required')).toBeVisible();
    await leave(page, 'New Password', 'abc');
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await leave(page, 'New Password', 'segreta-nuova');
    await leave(page, 'Confirm New Password', 'segreta-altra');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await snap(page, 'settings-profile-errors');
    await expectAccessible(page);
    await page.getByLabel('Confirm New Password').fill('segreta-nuova');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

    await logout(page);
    await signIn(page, landlord.email, 'segreta-nuova');
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
  });
});

test.describe('sign-out', () => {
  test('ends at /login and the dashboard then asks to sign in', async ({ page, request }) => {
    await signedInLandlord(page, request);
    await logout(page);
    await expect(page.getByRole('heading', { name: 'Bentornato' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // A signed-in page sends to /login naming itself, to come back after signing in (decision 051).
    await page.goto('/dashboard/landlord/properties');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Flandlord%2Fproperties$/);
  });
});

test.describe('auth test catcher', () => {
  test('shows the session and logs sign-in and sign-out events', async ({ page, context, request }) => {
    const landlord = await createVerifiedLandlord(request);
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'info' && msg.text().startsWith('[auth]')) logged.push(msg.text());
    });
    await page.goto('/auth/test-catcher');
    await expect(page.getByRole('heading', { level: 1, name: 'Auth test catcher' })).toBeVisible();
    await expect(page.getByText('Nessuna sessione')).toBeVisible();
    const events = page.getByRole('list', { name: 'Eventi di autenticazione' });
    await expect(events).toContainText('INITIAL_SESSION');

    // Sign in from another tab: the poll notices it.
    const other = await context.newPage();
    await signIn(other, landlord.email);
    await expect(other).toHaveURL(/\/dashboard\/landlord\/properties$/);
    await expect(events).toContainText('SIGNED_IN', { timeout: 6000 });
    await expect(page.getByText(landlord.email).first()).toBeVisible();
    await snap(page, 'test-catcher');

    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await other.close();
    await expect(events).toContainText('SIGNED_OUT', { timeout: 6000 });
    expect(logged.some((l) => l.includes('SIGNED_IN'))).toBe(true);
    expect(logged.some((l) => l.includes('SIGNED_OUT'))).toBe(true);
  });
});
