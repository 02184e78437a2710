import { describe, expect, it } from 'vitest';
import { registrationsForDomain, type StoredOAuth2Info, type StoredRegistration } from './config.js';

function registration(registrationId: string, platforms: StoredRegistration['platforms']): StoredRegistration {
  return { registrationId, platforms } as StoredRegistration;
}

const INFO: StoredOAuth2Info = {
  enabled: true,
  oauth2ParamsInfos: [
    {
      domainInfos: [{ name: 'console.example.org', scheme: 'HTTPS' }],
      mobileInfos: [],
      clientRegistrations: [registration('web', ['WEB']), registration('any', [])],
    },
    {
      domainInfos: [{ name: 'localhost', scheme: 'MIXED' }],
      mobileInfos: [],
      clientRegistrations: [registration('local', ['ANDROID'])],
    },
  ],
};

const ids = (found: StoredRegistration[]) => found.map((entry) => entry.registrationId);

describe('OAuth2 registrations offered on a host', () => {
  it('offers the registrations of the domain entry naming the host and its scheme', () => {
    expect(ids(registrationsForDomain(INFO, 'Console.Example.org', 'https', 'WEB'))).toEqual(['web', 'any']);
    expect(ids(registrationsForDomain(INFO, 'console.example.org', 'http', 'WEB'))).toEqual([]);
    expect(ids(registrationsForDomain(INFO, 'localhost', 'http', 'ANDROID'))).toEqual(['local']);
  });

  it('keeps the registrations of the platform asked, and offers none while disabled or on another host', () => {
    expect(ids(registrationsForDomain(INFO, 'localhost', 'http', 'WEB'))).toEqual([]);
    expect(ids(registrationsForDomain(INFO, 'elsewhere.example', 'https', 'WEB'))).toEqual([]);
    expect(ids(registrationsForDomain({ ...INFO, enabled: false }, 'console.example.org', 'https', 'WEB'))).toEqual([]);
  });
});
