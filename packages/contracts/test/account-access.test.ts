import { describe, expect, it } from 'vitest';
import { colleagueInvitationSchema } from '../src/account-access.ts';

const invitation = (firstName: string) => ({ email: 'nora@example.com', firstName, lastName: 'Quinn', language: 'en' });

describe('the names of an invitation', () => {
  it.each([
    "O'Brien",
    'Anne-Marie',
    'J. R. R.',
    'St. John',
    'Müller-Lüdenscheidt',
    'Ana María',
    '李 小龍',
    'Dr. med. Jörg',
  ])('accepts %s', (name) => {
    expect(colleagueInvitationSchema.safeParse(invitation(name)).success).toBe(true);
  });

  it.each([
    'visit https://evil.example/login',
    'http://x',
    'www.evil.example',
    'evil.example/login',
    'me@evil.example',
    'Nora\u202Eexe.pdf',
    'Nora\u200B',
    'Nora\u2028Quinn',
    'Nora\u0007',
    '<b>Nora</b>',
  ])('refuses %j', (name) => {
    expect(colleagueInvitationSchema.safeParse(invitation(name)).success).toBe(false);
  });
});
