import { describe, expect, it } from 'vitest';
import type { Me } from '../api/get-me';
import { detectAuthEvent } from './auth-event-log';

const laura: Me = {
  id: 'u1',
  email: 'laura@example.com',
  first_name: 'Laura',
  last_name: 'Bianchi',
  is_landlord: true,
  has_tenant_contracts: false,
  user_status: 'active',
};

describe('detectAuthEvent', () => {
  it('reports the first known state, then sign-in and sign-out', () => {
    expect(detectAuthEvent(undefined, null)).toBe('INITIAL_SESSION');
    expect(detectAuthEvent(undefined, laura)).toBe('INITIAL_SESSION');
    expect(detectAuthEvent(null, laura)).toBe('SIGNED_IN');
    expect(detectAuthEvent(laura, null)).toBe('SIGNED_OUT');
  });

  it('reports another user as a sign-in and a changed profile as an update', () => {
    expect(detectAuthEvent(laura, { ...laura, id: 'u2', email: 'marco@example.com' })).toBe('SIGNED_IN');
    expect(detectAuthEvent(laura, { ...laura, first_name: 'Giulia' })).toBe('USER_UPDATED');
  });

  it('is silent when nothing changed', () => {
    expect(detectAuthEvent(null, null)).toBeNull();
    expect(detectAuthEvent(laura, { ...laura })).toBeNull();
  });
});
